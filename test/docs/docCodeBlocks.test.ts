import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type BlockProblem,
  extractCodeBlocks,
  notCheckedReasons,
  typeCheckBlocks,
  typeCheckDocuments,
} from './docCodeBlocks.js';

const repoRoot = resolve(import.meta.dirname, '../..');

/** The README, SECURITY.md and every Markdown file under docs/, relative to the repository. */
function documentPaths(): string[] {
  const docs = readdirSync(join(repoRoot, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.md'))
    .map((path) => `docs/${path.split('\\').join('/')}`);
  return ['README.md', 'SECURITY.md', ...docs.sort()];
}

const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');

function describeProblems(problems: readonly BlockProblem[]): string {
  return problems
    .map((problem) => `${problem.document}:${problem.line}: ${problem.message}`)
    .join('\n');
}

describe('code blocks of the README and docs/', () => {
  it('type-check against the package', () => {
    const documents = documentPaths().map((document) => ({
      document,
      blocks: extractCodeBlocks(read(document)),
    }));
    const blockCount = documents.reduce((count, { blocks }) => count + blocks.length, 0);
    expect(blockCount).toBeGreaterThanOrEqual(78);
    const problems = typeCheckDocuments(documents);
    expect(problems, describeProblems(problems)).toEqual([]);
  }, 120_000);

  it('are left out rarely, each with its reason', () => {
    const reasons = documentPaths().flatMap((document) =>
      notCheckedReasons(read(document)).map((reason) => `${document}: ${reason}`),
    );
    expect(reasons).toEqual([
      'README.md: a route of a TanStack Start app, typed by its generated route tree',
      'docs/mutation-testing.md: a line quoted from src/proxy/proxyResponse.ts, to show where the comment goes',
    ]);
  });

  it('are skipped only when marked, and shell blocks are not checked', () => {
    const markdown = [
      '```ts',
      'const a: number = 1;',
      '```',
      '<!-- not-checked: a fragment -->',
      '```tsx',
      'broken(',
      '```',
      '```sh',
      'npm test',
      '```',
    ].join('\n');
    expect(extractCodeBlocks(markdown)).toEqual([
      { line: 1, language: 'ts', code: 'const a: number = 1;' },
    ]);
    expect(notCheckedReasons(markdown)).toEqual(['a fragment']);
  });

  it('include blocks indented in a list item, without the indentation', () => {
    const markdown = ['- a point:', '', '  ```ts', '  const a = 1;', '    a;', '  ```'].join('\n');
    expect(extractCodeBlocks(markdown)).toEqual([
      { line: 3, language: 'ts', code: 'const a = 1;\n  a;' },
    ]);
  });

  it('report a broken block with its line in the document and the diagnostic', () => {
    const markdown = [
      '# Title',
      '',
      '```ts',
      "import { createContentClient } from 'content-delivery-react/client';",
      "const client = createContentClient({ baseUrl: 'https://cds.example.com' });",
      "await client.getContentByTag('acme-outdoor', 42);",
      '```',
    ].join('\n');
    const problems = typeCheckBlocks(extractCodeBlocks(markdown), 'docs/example.md');
    expect(problems).toHaveLength(1);
    expect(problems[0]?.document).toBe('docs/example.md');
    expect(problems[0]?.line).toBe(6);
    expect(problems[0]?.message).toMatch(/not assignable to parameter of type 'string'/);
  }, 120_000);

  it('report a misspelt import from the package', () => {
    const problems = typeCheckBlocks(
      extractCodeBlocks(
        "```tsx\nimport { ContentLst } from 'content-delivery-react';\nexport const x = <ContentLst />;\n```",
      ),
    );
    expect(describeProblems(problems)).toMatch(/README\.md:2: .*ContentLst/);
  }, 120_000);

  it('check a file shown in parts as one file, and its imports of the other files shown', () => {
    const markdown = [
      '```ts',
      '// lib/site.ts',
      "export const siteName = 'Acme';",
      '```',
      '```tsx',
      '// app/page.tsx',
      "import { siteName } from '@/lib/site';",
      'const title: string = siteName;',
      '```',
      'Prose between the parts.',
      '```tsx',
      '// app/page.tsx (continued)',
      'export const heading = title.length;',
      'export const wrong: string = heading;',
      '```',
    ].join('\n');
    const problems = typeCheckBlocks(extractCodeBlocks(markdown), 'docs/parts.md');
    expect(describeProblems(problems)).toMatch(
      /^docs\/parts\.md:14: Type 'number' is not assignable to type 'string'\.$/,
    );
  }, 120_000);

  it("resolve an app module a document does not show in the examples, with the example's names", () => {
    const markdown = [
      '```ts',
      '// app/articles/[slug]/page.tsx',
      "import { articleHref, articleUrl } from '../../../lib/site';",
      'export { articleHref, articleUrl };',
      '```',
    ].join('\n');
    const problems = typeCheckBlocks(extractCodeBlocks(markdown), 'docs/names.md');
    // examples/nextjs/lib/site.ts exports articleHref, not articleUrl.
    expect(describeProblems(problems)).toMatch(
      /^docs\/names\.md:3: .*no exported member 'articleUrl'/,
    );
  }, 120_000);
});
