import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

/** A fenced TypeScript block of a Markdown file. */
export interface CodeBlock {
  /** 1-based line of the opening fence. */
  line: number;
  language: 'ts' | 'tsx';
  code: string;
}

/** A block that does not compile, with the compiler's message. */
export interface BlockProblem {
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
      const match = fence.exec(text);
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
        blocks.push({ line, language, code: body.join('\n') });
      }
      open = undefined;
      return;
    }
    open.body.push(text);
  });
  return blocks;
}

/**
 * Where each public entry name (and each of the package's own `#` imports) resolves: the
 * sources, read from the root tsconfig's `paths`, so the two never disagree.
 */
const entryPaths: Record<string, string[]> = ts.readConfigFile(
  join(repoRoot, 'tsconfig.json'),
  ts.sys.readFile,
).config.compilerOptions.paths;

/** Modules the recipes import from the reader's own app, declared loosely as the app would have them. */
const appModules = `
declare module '@/lib/content' {
  export const brandId: string;
  export const serverClient: import('content-delivery-react/client').ContentClient;
  export const contentProxy: (request: Request) => Promise<Response>;
}
`;

/** `app/content.server.ts` of the React Router recipe, beside the `routes/` folder the blocks sit in. */
const contentServerModule = `
import type { ContentClient } from 'content-delivery-react/client';
export declare const serverClient: ContentClient;
export declare const contentProxy: (request: Request) => Promise<Response>;
`;

/**
 * Type-checks each block as a module of its own (strict, as the package itself is compiled),
 * with the package's entry names resolved to `src/`. Returns one problem per diagnostic.
 */
export function typeCheckBlocks(blocks: readonly CodeBlock[]): BlockProblem[] {
  const cacheDir = join(repoRoot, 'node_modules', '.cache');
  mkdirSync(cacheDir, { recursive: true });
  // Inside the repository, so `next`, `react-router`, `msw`… resolve from its node_modules.
  const dir = mkdtempSync(join(cacheDir, 'readme-blocks-'));
  try {
    const files = new Map<string, CodeBlock>();
    mkdirSync(join(dir, 'routes'));
    writeFileSync(join(dir, 'content.server.ts'), contentServerModule);
    for (const block of blocks) {
      const file = join(dir, 'routes', `block-line-${block.line}.${block.language}`);
      writeFileSync(file, `${block.code}\nexport {};\n`);
      files.set(file, block);
    }
    const ambient = join(dir, 'app-modules.d.ts');
    writeFileSync(ambient, appModules);
    const paths = Object.fromEntries(
      Object.entries(entryPaths).map(([name, targets]) => [
        name,
        targets.map((target) => join(repoRoot, target)),
      ]),
    );
    const program = ts.createProgram([...files.keys(), ambient], {
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
      paths,
    });
    const problems: BlockProblem[] = [];
    for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
      const block =
        diagnostic.file === undefined ? undefined : files.get(resolve(diagnostic.file.fileName));
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      if (block === undefined || diagnostic.file === undefined || diagnostic.start === undefined) {
        problems.push({
          line: 0,
          message: `${diagnostic.file?.fileName ?? 'options'}: ${message}`,
        });
        continue;
      }
      const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      // +1: the fence line itself; +1: 0-based to 1-based.
      problems.push({ line: block.line + line + 1, message });
    }
    return problems;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
