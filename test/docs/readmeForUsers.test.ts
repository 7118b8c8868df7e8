// The README is the first page a newcomer reads: short, and in users' words only.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8');

describe('README for users', () => {
  it('stays under 300 lines (details go to docs/)', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThan(300);
  });

  it('uses no project-process words', () => {
    const processWords =
      /\bissue \d+|\bissue target\b|\bratchet|\bthe lead\b|\bdifferential review\b/gi;
    expect(readme.match(processWords) ?? []).toEqual([]);
  });
});
