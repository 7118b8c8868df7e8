// Text for XML documents (sitemaps, RSS, Atom). Every value that comes from content goes
// through here: `&`, `<`, `>`, `"` and `'` are escaped, and what XML 1.0 does not allow at all
// (control characters other than tab, line feed and carriage return; lone surrogates; U+FFFE,
// U+FFFF) is removed. A character reference cannot carry those either (`&#1;` is as invalid as
// the character), so removing them is the only way the document stays well-formed: one
// hostile title must not make a feed reader or a crawler reject the whole document.
//
// Written here rather than taken from a library: the rule is these few lines, and the XML
// libraries we measured either write CDATA sections (whose `]]>` must be split, which xml-js,
// under the `feed` package, does for the first occurrence only) or keep the invalid characters.

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const notXml = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Surrogate}/gu;

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** `value` as XML character data or an attribute value (either quote). */
export function xmlText(value: string): string {
  return value.replace(notXml, '').replace(/[&<>"']/g, (character) => escapes[character] ?? '');
}

/** `<name>value</name>`, escaped; nothing when `value` is `undefined`. */
export function xmlElement(name: string, value: string | undefined): string {
  return value === undefined ? '' : `<${name}>${xmlText(value)}</${name}>`;
}
