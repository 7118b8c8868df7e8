export type CodeOwner = 'library' | 'dompurify' | 'other';
export interface SourceMap {
  sources?: string[];
  mappings?: string;
  sections?: { offset: { line: number; column: number }; map: SourceMap }[];
}
export interface ScriptFigures {
  url: string;
  totalBytes: number;
  totalGzip: number;
  libraryBytes: number;
  libraryGzip: number;
  dompurifyBytes: number;
  dompurifyGzip: number;
}
export interface RouteFigures extends Omit<ScriptFigures, 'url'> {
  route: string;
  scripts: number;
}
export declare function decodeVlqSegment(segment: string): number[];
export declare function splitCodeByOwner(
  code: string,
  map: SourceMap,
  ownerOf: (source: string) => CodeOwner,
): Map<CodeOwner, string>;
export declare function createOwnerClassifier(folders: {
  repoRoot: string;
  appDir: string;
}): (source: string, mapDir: string) => CodeOwner;
export declare function readBuiltScript(file: string): {
  code: string;
  map: SourceMap | undefined;
  mapDir: string;
};
export declare function measureScript(
  script: { url: string; file: string },
  classify: (source: string, mapDir: string) => CodeOwner,
): ScriptFigures;
export declare function sumRoute(route: string, scripts: ScriptFigures[]): RouteFigures;
export declare function formatRouteTable(rows: RouteFigures[]): string;
