// README blocks that name an example's file must be that file: a reader who copies the README
// gets the code the example builds and the e2e tests drive.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractCodeBlocks } from './readmeCodeBlocks.js';

const repoRoot = resolve(import.meta.dirname, '../..');
const readme = readFileSync(resolve(repoRoot, 'README.md'), 'utf8');

/** README block heading comment → the example file it shows. */
const exampleFiles = [
  { heading: '// app/providers.tsx', file: 'examples/nextjs/app/providers.tsx' },
] as const;

/** Code with blank lines dropped and every run of whitespace made one space. */
function normalise(code: string): string {
  return code
    .split('\n')
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .filter((line) => line !== '')
    .join('\n');
}

/** The README block whose first line is `heading`, without that line. */
function readmeBlock(heading: string): string {
  const blocks = extractCodeBlocks(readme).filter((block) => block.code.startsWith(`${heading}\n`));
  expect(blocks, `one README block starts with "${heading}"`).toHaveLength(1);
  return blocks[0]?.code.slice(heading.length) ?? '';
}

describe('README blocks that show an example file', () => {
  it.each(exampleFiles)('$heading is $file', ({ heading, file }) => {
    const example = readFileSync(resolve(repoRoot, file), 'utf8');
    expect(normalise(readmeBlock(heading))).toBe(normalise(example));
  });

  it('notices a difference beyond whitespace', () => {
    const code = "'use client';\nexport const a = 1;";
    expect(normalise(`  ${code}\n\n`)).toBe(normalise(code));
    expect(normalise(code.replace('1', '2'))).not.toBe(normalise(code));
  });
});
