export declare function turbopackRoot(repoRoot: string): string;
