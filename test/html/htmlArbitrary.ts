// Random HTML for the differential tests of the two sanitizers: tags, attributes, comments,
// entities and text drawn from what mutation-XSS payloads are made of, in any order and nesting,
// so the parser's repairs (misnesting, foster parenting, foreign content, raw text) all occur.
import fc from 'fast-check';
import { purifyHtmlTags } from '../../src/html/purifyProfile.js';

const tags = [
  ...purifyHtmlTags,
  ...['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'meta', 'link'],
  ...['noscript', 'noembed', 'noframes', 'xmp', 'plaintext', 'title', 'listing', 'image', 'math'],
  ...['svg', 'mtext', 'mglyph', 'malignmark', 'mi', 'annotation-xml', 'foreignObject', 'desc'],
  ...['isindex', 'keygen', 'portal', 'selectedcontent', 'x-custom', 'use', 'set', 'animate'],
];
// biome-ignore format: a list
const attributeNames = [
  'href', 'src', 'srcset', 'id', 'name', 'class', 'style', 'title', 'alt', 'onerror', 'onclick',
  'is', 'for', 'target', 'rel', 'tabindex', 'usemap', 'poster', 'xlink:href', 'xmlns', 'data-x',
  'aria-label', 'aria-describedby', 'action', 'formaction', 'background', 'allow', 'value',
  'attributename', 'patchsrc', 'referrerpolicy', 'loading', 'encoding', 'definitionurl',
];
// biome-ignore format: a list
const attributeValues = [
  '', 'x', 'javascript:alert(1)', ' java\tscript:alert(1) ', 'https://example.com/a?b=1#c',
  '/relative', '#top', '//evil.test', 'data:image/png;base64,AAAA', 'data:text/html,<b>',
  'mailto:a@b.c', 'tel:+1', 'vbscript:x', '</style><img src=x onerror=alert(1)>', '--><b>',
  ']]><b>', 'user-content-x', 'getElementById', 'cookie', ' x ', '_blank', 'opener noopener',
  'text/html', '&#x6A;avascript:alert(1)', 'a b c', '1', '-1', 'fixed inset-0',
  'url(javascript:x)', 'color: red', 'x"y', "x'y", 'x<y>z', 'text/x\u0000', '\u2028',
];
// biome-ignore format: a list
const texts = [
  'text', ' ', '&lt;img src=x onerror=alert(1)&gt;', '&amp;', '&nbsp;', '<', '>', '&', 'a<b',
  '<!-- c -->', '<!--<img src=x>-->', '<![CDATA[<img src=x onerror=alert(1)>]]>', '<?xml x?>',
  '</p>', '</a>', '</table>', '</form>', '</select>', '</svg>', '</math>', '</noscript>',
  '<!doctype html>', '\u0000', '\r\n', '&#0;', '&#x110000;', '\uD800', '</style>', '</title>',
];

const quote = fc.constantFrom('"', "'", '');
const attribute = fc
  .tuple(fc.constantFrom(...attributeNames), fc.constantFrom(...attributeValues), quote)
  .map(([name, value, q]) =>
    q === ''
      ? ` ${name}=${value.replace(/[\s"'=<>`]/g, '') || 'x'}`
      : ` ${name}=${q}${value.replaceAll(q, '')}${q}`,
  );
const startTag = fc
  .tuple(fc.constantFrom(...tags), fc.array(attribute, { maxLength: 3 }), fc.boolean())
  .map(
    ([tag, attributes, selfClosing]) => `<${tag}${attributes.join('')}${selfClosing ? '/' : ''}>`,
  );
const endTag = fc.constantFrom(...tags).map((tag) => `</${tag}>`);

/** A body of 0–24 random tokens. */
export const randomHtml = fc
  .array(fc.oneof(startTag, startTag, endTag, fc.constantFrom(...texts)), { maxLength: 24 })
  .map((tokens) => tokens.join(''));
