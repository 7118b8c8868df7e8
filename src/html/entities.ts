const named: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  bsol: '\\',
  period: '.',
};

/** Decodes numeric and common named HTML character references (`&#106;`, `&#x6A;`, `&colon;`). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, name: string) => {
    if (name[0] === '#') {
      // `0106` is decimal and `0x6A` hexadecimal to Number(), so one call reads both forms.
      const code = Number(`0${name.slice(1)}`);
      // A surrogate alone is no character: HTML reads it as U+FFFD, and so does this, so no
      // lone surrogate reaches a page, a feed or a hydrated text (which would then differ).
      if (code >= 0xd800 && code <= 0xdfff) return '\ufffd';
      // Digits only, so `code` is a whole number; it must be a valid code point.
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return named[name.toLowerCase()] ?? whole;
  });
}
