// Documentation blocks that name an example's file must be that file: a reader who copies the
// block gets the code the example builds and the e2e tests drive.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractCodeBlocks } from './docCodeBlocks.js';

const repoRoot = resolve(import.meta.dirname, '../..');

/** Block heading comment → the Markdown file that shows it and the example file it shows. */
const exampleFiles = [
  {
    heading: '// app/providers.tsx',
    doc: 'docs/server-rendering.md',
    file: 'examples/nextjs/app/providers.tsx',
  },
  {
    heading: '// instrumentation.ts',
    doc: 'docs/observability.md',
    file: 'examples/nextjs/instrumentation.ts',
  },
] as const;

/** Code with blank lines dropped and every run of whitespace made one space. */
function normalise(code: string): string {
  return code
    .split('\n')
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .filter((line) => line !== '')
    .join('\n');
}

/** The block of `doc` whose first line is `heading`, without that line. */
function docBlock(doc: string, heading: string): string {
  const markdown = readFileSync(resolve(repoRoot, doc), 'utf8');
  const blocks = extractCodeBlocks(markdown).filter((block) =>
    block.code.startsWith(`${heading}\n`),
  );
  expect(blocks, `one block of ${doc} starts with "${heading}"`).toHaveLength(1);
  return blocks[0]?.code.slice(heading.length) ?? '';
}

describe('documentation blocks that show an example file', () => {
  it.each(exampleFiles)('$heading in $doc is $file', ({ heading, doc, file }) => {
    const example = readFileSync(resolve(repoRoot, file), 'utf8');
    expect(normalise(docBlock(doc, heading))).toBe(normalise(example));
  });

  it('notices a difference beyond whitespace', () => {
    const code = "'use client';\nexport const a = 1;";
    expect(normalise(`  ${code}\n\n`)).toBe(normalise(code));
    expect(normalise(code.replace('1', '2'))).not.toBe(normalise(code));
  });
});
