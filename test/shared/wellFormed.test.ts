import { describe, expect, it } from 'vitest';
import { isWellFormed, toWellFormed } from '../../src/shared/wellFormed.js';

describe('well-formed text', () => {
  it('replaces each lone surrogate by U+FFFD and keeps everything else', () => {
    expect(toWellFormed('a\uD800b\uDC00c')).toBe('a\uFFFDb\uFFFDc');
    expect(toWellFormed('plain 😀 text')).toBe('plain 😀 text');
    expect(toWellFormed('\uDC00\uD800')).toBe('\uFFFD\uFFFD');
  });

  it('tells text with a lone surrogate apart', () => {
    expect(isWellFormed('plain 😀 text')).toBe(true);
    expect(isWellFormed('a\uD800')).toBe(false);
  });
});
