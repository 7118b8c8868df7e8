// What a reader keeps of an article body after sanitizing: its words, its http(s) links and its
// images, read the same way from the original and from the rendered HTML (parse5, so the same
// helper runs in Node and in Chromium). Content a page never shows (scripts, styles, templates,
// frames' fallback, SVG and MathML, a select's options) is not counted.
import { type DefaultTreeAdapterTypes, parseFragment } from 'parse5';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.DocumentFragment;

const unseen = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'noembed',
  'noframes',
  'svg',
  'math',
  'select',
  'textarea',
  'title',
  'head',
]);

export interface ArticleContent {
  words: string[];
  links: Set<string>;
  images: Set<string>;
}

/** An absolute http(s) (or protocol-relative) URL, normalized; `undefined` for any other. */
function absolute(url: string | undefined): string | undefined {
  if (url === undefined || !/^\s*(https?:)?\/\//i.test(url)) return undefined;
  try {
    return new URL(url.trim(), 'https://relative.invalid/').href;
  } catch {
    return undefined;
  }
}

/** The words, links and images a reader sees in `html`. */
export function articleContent(html: string): ArticleContent {
  const text: string[] = [];
  const links = new Set<string>();
  const images = new Set<string>();
  const walk = (node: Node): void => {
    if (node.nodeName === '#text' && 'value' in node) {
      text.push(node.value);
      return;
    }
    if ('tagName' in node) {
      if (unseen.has(node.tagName)) return;
      const attribute = (name: string) => node.attrs.find((a) => a.name === name)?.value;
      if (node.tagName === 'a') {
        const href = absolute(attribute('href'));
        if (href) links.add(href);
      }
      if (node.tagName === 'img') {
        const src = absolute(attribute('src'));
        if (src) images.add(src);
      }
    }
    // Element boundaries separate words on both sides alike (`<b>bold</b>er` is two).
    text.push(' ');
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
    text.push(' ');
  };
  walk(parseFragment(html, { scriptingEnabled: false }));
  const words = text
    .join('')
    .normalize('NFC')
    .split(/\s+/)
    .filter((word) => word !== '');
  return { words, links, images };
}

/** How much of `original`'s content `rendered` keeps: the share of words, and what it lost. */
export function fidelity(original: string, rendered: string) {
  const before = articleContent(original);
  const after = articleContent(rendered);
  const available = new Map<string, number>();
  for (const word of after.words) available.set(word, (available.get(word) ?? 0) + 1);
  let kept = 0;
  for (const word of before.words) {
    const left = available.get(word) ?? 0;
    if (left > 0) {
      kept++;
      available.set(word, left - 1);
    }
  }
  return {
    words: before.words.length === 0 ? 1 : kept / before.words.length,
    lostLinks: [...before.links].filter((link) => !after.links.has(link)),
    lostImages: [...before.images].filter((image) => !after.images.has(image)),
  };
}
