/** Where a tag ends and how many attributes the parser gives it. */
export interface TagExtent {
  /** Index of the `>` that ends the tag, or -1 when the input ends first (the parser drops it). */
  end: number;
  /** Attributes the tokenizer starts, duplicates included (it compares each with all before it). */
  attributes: number;
}

const isSpace = (character: string) =>
  character === ' ' ||
  character === '\n' ||
  character === '\t' ||
  character === '\f' ||
  character === '\r';

/**
 * Reads a tag's attributes from `from` (just after its name) as the HTML tokenizer does: a `>`
 * inside a quoted value does not end the tag, and an attribute starts after whitespace, a `/`
 * or a closing quote. Each character is read once: the caller goes on after `end`.
 */
export function readTag(html: string, from: number): TagExtent {
  let attributes = 0;
  // The tokenizer's states around attributes; a quoted value is skipped whole.
  let state: 'beforeName' | 'name' | 'afterName' | 'unquotedValue' = 'beforeName';
  for (let at = from; at < html.length; at++) {
    const character = html.charAt(at);
    if (character === '>') return { end: at, attributes };
    if (state === 'unquotedValue') {
      // Only whitespace ends an unquoted value (`/`, `=` and quotes are part of it).
      if (isSpace(character)) state = 'beforeName';
    } else if (isSpace(character)) {
      if (state === 'name') state = 'afterName';
    } else if (character === '/') {
      state = 'beforeName';
    } else if (character === '=' && state !== 'beforeName') {
      // A value follows: skip whitespace, then a quoted value whole (its `>` and spaces are text).
      let next = at + 1;
      while (next < html.length && isSpace(html.charAt(next))) next++;
      const quote = html.charAt(next);
      if (quote === '"' || quote === "'") {
        at = html.indexOf(quote, next + 1);
        // An unclosed quote runs to the end of the input, and the parser drops the tag.
        if (at === -1) return { end: -1, attributes };
        state = 'beforeName';
      } else {
        at = next - 1;
        state = 'unquotedValue';
      }
    } else if (state !== 'name') {
      // Anything else (even `=` or a quote) starts a name where no name is being read.
      attributes++;
      state = 'name';
    }
  }
  return { end: -1, attributes };
}
