import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BlockProblem, extractCodeBlocks, typeCheckBlocks } from './readmeCodeBlocks.js';

const readmePath = resolve(import.meta.dirname, '../../README.md');

function describeProblems(problems: readonly BlockProblem[]): string {
  return problems.map((problem) => `README.md:${problem.line}: ${problem.message}`).join('\n');
}

describe("README's code blocks", () => {
  it('type-check against the package', () => {
    const blocks = extractCodeBlocks(readFileSync(readmePath, 'utf8'));
    expect(blocks.length).toBeGreaterThanOrEqual(8);
    const problems = typeCheckBlocks(blocks);
    expect(problems, describeProblems(problems)).toEqual([]);
  }, 120_000);

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
  });

  it('report a broken block with its line in the README and the diagnostic', () => {
    const markdown = [
      '# Title',
      '',
      '```ts',
      "import { createContentClient } from 'content-delivery-react/client';",
      "const client = createContentClient({ baseUrl: 'https://cds.example.com' });",
      "await client.getContentByTag('acme-outdoor', 42);",
      '```',
    ].join('\n');
    const problems = typeCheckBlocks(extractCodeBlocks(markdown));
    expect(problems).toHaveLength(1);
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
});
