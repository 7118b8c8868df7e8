import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** A fenced TypeScript block of a Markdown file. */
export interface CodeBlock {
  /** 1-based line of the opening fence. */
  line: number;
  language: 'ts' | 'tsx';
  code: string;
}

/** The TypeScript blocks of one Markdown file, named as problems should name it. */
export interface DocumentBlocks {
  /** The file, relative to the repository (`README.md`, `docs/api.md`). */
  document: string;
  blocks: readonly CodeBlock[];
}

/** A block that does not compile, with the compiler's message. */
export interface BlockProblem {
  document: string;
  /** 1-based line in the Markdown file. */
  line: number;
  message: string;
}

const repoRoot = resolve(import.meta.dirname, '../..');
const notCheckedMarker = /^<!--\s*not-checked:\s*\S.*-->$/;
const fence = /^```(\w*)\s*$/;

/**
 * The ```ts and ```tsx blocks of a Markdown text, in order. Blocks preceded (on the line before
 * the fence) by `<!-- not-checked: reason -->` are left out; other languages are not checked.
 */
export function extractCodeBlocks(markdown: string): CodeBlock[] {
  const lines = markdown.split('\n');
  const blocks: CodeBlock[] = [];
  let open: { line: number; language: string; skip: boolean; body: string[] } | undefined;
  lines.forEach((text, index) => {
    if (open === undefined) {
      const match = fence.exec(text.trim());
      if (match === null) return;
      const previous = lines[index - 1]?.trim() ?? '';
      open = {
        line: index + 1,
        language: match[1] ?? '',
        skip: notCheckedMarker.test(previous),
        body: [],
      };
      return;
    }
    if (text.trim() === '```') {
      const { language, skip, line, body } = open;
      if (!skip && (language === 'ts' || language === 'tsx')) {
        blocks.push({ line, language, code: dedent(body).join('\n') });
      }
      open = undefined;
      return;
    }
    open.body.push(text);
  });
  return blocks;
}

/** The `<!-- not-checked: reason -->` markers of a Markdown text: the reasons, in order. */
export function notCheckedReasons(markdown: string): string[] {
  return markdown
    .split('\n')
    .map((line) => /^<!--\s*not-checked:\s*(\S.*?)\s*-->$/.exec(line.trim())?.[1])
    .filter((reason) => reason !== undefined);
}

/** Lines of a block indented inside a list item, with the list's indentation taken off. */
function dedent(lines: readonly string[]): string[] {
  const indents = lines
    .filter((line) => line.trim() !== '')
    .map((line) => /^ */.exec(line)?.[0].length ?? 0);
  const common = Math.min(...indents, Number.POSITIVE_INFINITY);
  return common === 0 || common === Number.POSITIVE_INFINITY
    ? [...lines]
    : lines.map((line) => line.slice(common));
}

/**
 * The file a block shows, from its first line: `// app/tags/[tag]/page.tsx: a server component`
 * is `app/tags/[tag]/page.tsx`. Such a block is checked at that path of its document's app, so
 * the blocks of one document import each other as the files of one app do (`@/lib/content`,
 * `../content.server`).
 */
export function shownFile(block: CodeBlock): string | undefined {
  const firstLine = block.code.split('\n', 1)[0] ?? '';
  return /^\/\/ ((?:[\w.$@[\]-]+\/)*[\w.$@[\]-]+\.(?:ts|tsx|mts))(?=$|[\s:(,])/.exec(
    firstLine,
  )?.[1];
}

/**
 * Where each public entry name (and each of the package's own `#` imports) resolves: the
 * sources, read from the root tsconfig's `paths`, so the two never disagree.
 */
const entryPaths: Record<string, string[]> = ts.readConfigFile(
  join(repoRoot, 'tsconfig.json'),
  ts.sys.readFile,
).config.compilerOptions.paths;

/**
 * The server-only module of the README's Next.js recipe (`lib/content.ts`: the keyed client, the
 * brand, the proxy), for documents that import it without showing it. A block that shows
 * `lib/content.ts` replaces it.
 */
const appModules: Record<string, string> = {
  'lib/content.ts': `
import type { ContentClient } from 'content-delivery-react/client';
export declare const brandId: string;
export declare const serverClient: ContentClient;
export declare const contentProxy: (request: Request) => Promise<Response>;
`,
};

/**
 * Where a relative import that no block of its document answers is looked up next, from the
 * same path: the example apps the documents are drawn from (their real modules, so the names
 * a block imports are the names the example exports), then this repository (`stories/…`).
 */
const fallbackRoots = [
  'examples/nextjs',
  'examples/react-router',
  'examples/astro',
  'examples/tanstack-start',
  '.',
].map((folder) => join(repoRoot, folder));

/**
 * The OpenTelemetry SDK (not installed here: the package needs only `@opentelemetry/api`), with
 * the options the documents use, as sdk-node 0.2xx and 0.300 name them.
 */
const ambientModules = `
declare module '@opentelemetry/sdk-node' {
  export class NodeSDK {
    constructor(options: { serviceName?: string; traceExporter?: unknown; metricReaders?: unknown[] });
    start(): void;
    shutdown(): Promise<void>;
  }
}
declare module '@opentelemetry/sdk-metrics' {
  export class PeriodicExportingMetricReader {
    constructor(options: { exporter: unknown; exportIntervalMillis?: number });
  }
}
declare module '@opentelemetry/exporter-trace-otlp-http' {
  export class OTLPTraceExporter {
    constructor(options?: { url?: string });
  }
}
declare module '@opentelemetry/exporter-metrics-otlp-http' {
  export class OTLPMetricExporter {
    constructor(options?: { url?: string });
  }
}
`;

/** The compiler's options for the blocks: strict, as the package itself is compiled. */
function compilerOptions(): ts.CompilerOptions {
  return {
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noUncheckedIndexedAccess: true,
    exactOptionalPropertyTypes: true,
    skipLibCheck: true,
    noEmit: true,
    types: ['node', 'vite/client'],
    paths: Object.fromEntries(
      Object.entries(entryPaths).map(([name, targets]) => [
        name,
        targets.map((target) => join(repoRoot, target)),
      ]),
    ),
  };
}

/** A file name for a document's folder: `docs/api.md` → `docs-api`. */
function folderName(document: string): string {
  return document.replace(/\.md$/, '').replace(/[^\w-]+/g, '-');
}

/** A file made of a document's blocks, and the line of the file each block starts on (0-based). */
interface BlockFile {
  document: string;
  parts: { block: CodeBlock; firstLine: number }[];
}

/** The files of one document's app: a block per file, or the parts of a file shown in turn. */
function documentFiles({ document, blocks }: DocumentBlocks): Map<string, BlockFile> {
  const files = new Map<string, BlockFile>();
  for (const block of blocks) {
    const path = shownFile(block) ?? `snippet-line-${block.line}.${block.language}`;
    const file = files.get(path) ?? { document, parts: [] };
    const last = file.parts.at(-1);
    const firstLine = last === undefined ? 0 : last.firstLine + last.block.code.split('\n').length;
    file.parts.push({ block, firstLine });
    files.set(path, file);
  }
  return files;
}

/**
 * Type-checks every block of every document in one program. Each document is an app of its own
 * (a folder): a block that names its file (`// lib/content.ts`) is that file, where `@/` and
 * relative imports reach it (blocks naming the same file are its parts, in order); any other
 * block is a module of its own. The package's entry names resolve to `src/`. Returns one
 * problem per diagnostic.
 */
export function typeCheckDocuments(documents: readonly DocumentBlocks[]): BlockProblem[] {
  const cacheDir = join(repoRoot, 'node_modules', '.cache');
  mkdirSync(cacheDir, { recursive: true });
  // Inside the repository, so `next`, `react-router`, `msw`… resolve from its node_modules.
  const dir = mkdtempSync(join(cacheDir, 'doc-blocks-'));
  try {
    const files = new Map<string, BlockFile>();
    const problems: BlockProblem[] = [];
    const roots = new Map<string, string>();
    const write = (file: string, text: string) => {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
    };
    for (const document of documents) {
      const root = join(dir, folderName(document.document));
      roots.set(root, document.document);
      const shown = documentFiles(document);
      for (const [path, file] of shown) {
        const code = file.parts.map(({ block }) => block.code).join('\n');
        write(join(root, path), `${code}\nexport {};\n`);
        files.set(join(root, path), file);
      }
      for (const [path, text] of Object.entries(appModules)) {
        if (!shown.has(path)) write(join(root, path), text);
      }
    }
    const ambient = join(dir, 'ambient-modules.d.ts');
    writeFileSync(ambient, ambientModules);
    const options = compilerOptions();
    const host = ts.createCompilerHost(options);
    // `@/` is the root of the importing block's app, as in a Next.js app's tsconfig.
    host.resolveModuleNameLiterals = (literals, containingFile, redirected, resolveOptions) =>
      literals.map(({ text }) => {
        const resolveFrom = (name: string, from: string) =>
          ts.resolveModuleName(name, from, resolveOptions, host, undefined, redirected);
        const root = [...roots.keys()].find((folder) => containingFile.startsWith(`${folder}/`));
        if (root === undefined) return resolveFrom(text, containingFile);
        const local = text.startsWith('@/') ? join(root, text.slice(2)) : text;
        const inDocument = resolveFrom(local, containingFile);
        if (inDocument.resolvedModule !== undefined || !/^(\.|@\/)/.test(text)) return inDocument;
        const path = relative(root, containingFile);
        for (const fallback of fallbackRoots) {
          const name = text.startsWith('@/') ? join(fallback, text.slice(2)) : text;
          const found = resolveFrom(name, join(fallback, path));
          if (found.resolvedModule !== undefined) return found;
        }
        return inDocument;
      });
    // Astro's declaration of its `astro:env/server` module, and the Astro example's `App.Locals`.
    const astroTypes = ['node_modules/astro/types/env.d.ts', 'examples/astro/src/env.d.ts'];
    const program = ts.createProgram(
      [...files.keys(), ambient, ...astroTypes.map((file) => join(repoRoot, file))],
      options,
      host,
    );
    // The blocks' diagnostics and the program's own; the sources and the examples they import
    // are type-checked by their own projects.
    const diagnostics = [
      ...program.getOptionsDiagnostics(),
      ...program.getGlobalDiagnostics(),
      ...[...files.keys()].flatMap((file) => {
        const source = program.getSourceFile(file);
        return source === undefined
          ? []
          : [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
      }),
    ];
    for (const diagnostic of diagnostics) {
      const shown =
        diagnostic.file === undefined ? undefined : files.get(resolve(diagnostic.file.fileName));
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      if (shown === undefined || diagnostic.file === undefined || diagnostic.start === undefined) {
        problems.push({ document: 'all documents', line: 0, message });
        continue;
      }
      const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      const part = [...shown.parts].reverse().find(({ firstLine }) => firstLine <= line);
      if (part === undefined) continue;
      // +1: the fence line itself; +1: 0-based to 1-based.
      problems.push({
        document: shown.document,
        line: part.block.line + (line - part.firstLine) + 1,
        message,
      });
    }
    return problems;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Type-checks the blocks of one document (the README unless named). */
export function typeCheckBlocks(
  blocks: readonly CodeBlock[],
  document = 'README.md',
): BlockProblem[] {
  return typeCheckDocuments([{ document, blocks }]);
}
