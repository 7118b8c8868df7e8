import type { ContentItem } from 'content-delivery-react/client';
import { contentToMarkdown } from 'content-delivery-react/discovery';
import type { Nodes, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { beforeAll, describe, expect, it } from 'vitest';
import payloads from '../fixtures/dompurify/dompurify-payloads.json' with { type: 'json' };
import { clientOn, site, siteUrl } from './site.js';

/** The Markdown read back by a CommonMark + GFM parser, as an agent's renderer reads it. */
function parse(markdown: string): Root {
  return fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
}

function nodesOf(tree: Nodes): Nodes[] {
  const all: Nodes[] = [tree];
  if ('children' in tree) for (const child of tree.children) all.push(...nodesOf(child));
  return all;
}

/** A demo item as the client returns it, read once. */
let demoItem: ContentItem;
beforeAll(async () => {
  const { client } = clientOn();
  const page = await client.getContentByLanguage('acme-outdoor', 'en', { pageSize: 1 });
  const first = page.data[0];
  if (first === undefined) throw new Error('the demo brand has English items');
  demoItem = first;
});

function article(content: string, overrides: Partial<ContentItem> = {}): ContentItem {
  return {
    ...demoItem,
    slug: 'guide',
    title: 'The guide',
    description: 'What it says.',
    content,
    ...overrides,
  };
}

const allowedLinkProtocols = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** What makes Markdown unsafe to serve: raw HTML, or a link or image a browser could run. */
function unsafeParts(markdown: string): string[] {
  const found: string[] = [];
  for (const node of nodesOf(parse(markdown))) {
    if (node.type === 'html') found.push(`html: ${node.value}`);
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      let protocol = '';
      try {
        protocol = new URL(node.url).protocol;
      } catch {
        found.push(`relative or invalid url: ${node.url}`);
        continue;
      }
      const allowed =
        node.type === 'image'
          ? protocol === 'https:' || protocol === 'http:'
          : allowedLinkProtocols.has(protocol);
      if (!allowed) found.push(`${node.type}: ${node.url}`);
    }
  }
  return found;
}

describe('contentToMarkdown', () => {
  it('keeps headings, lists, tables, links, images, code, quotes and emphasis, with absolute URLs', () => {
    const markdown = contentToMarkdown(
      article(
        [
          '<h2>Packing</h2><p>Read <a href="/gear/tents" title="Tents">our tents</a> and <a href="https://other.example/x">this</a>.</p>',
          '<ul><li>Tent</li><li>Stove <em>and</em> <strong>fuel</strong></li></ul><ol start="3"><li>three</li><li>four</li></ol>',
          '<table><thead><tr><th>Item</th><th>Weight</th></tr></thead><tbody><tr><td>Tent</td><td>1.2 kg</td></tr></tbody></table>',
          '<p><img src="images/tent.jpg" alt="A tent"></p><pre><code class="language-ts">const a = 1 &lt; 2;</code></pre>',
          '<blockquote><p>Leave no trace.</p></blockquote><p><del>old</del> <code>inline</code></p><h3>Next</h3>',
        ].join(''),
      ),
      site,
    );
    const tree = parse(markdown);
    const nodes = nodesOf(tree);
    expect(tree.children[0]).toMatchObject({ type: 'heading', depth: 1 });
    expect(markdown.startsWith('# The guide\n\nWhat it says.\n\n## Packing\n')).toBe(true);
    const byType = (type: string) => nodes.filter((node) => node.type === type);
    expect(byType('heading').map((node) => (node.type === 'heading' ? node.depth : 0))).toEqual([
      1, 2, 3,
    ]);
    expect(
      byType('link').map((node) => (node.type === 'link' ? [node.url, node.title] : [])),
    ).toEqual([
      [`${siteUrl}/gear/tents`, 'Tents'],
      ['https://other.example/x', null],
    ]);
    expect(byType('image')).toMatchObject([
      { url: `${siteUrl}/articles/images/tent.jpg`, alt: 'A tent' },
    ]);
    expect(
      byType('list').map((node) => (node.type === 'list' ? [node.ordered, node.start] : [])),
    ).toEqual([
      [false, null],
      [true, 3],
    ]);
    expect(byType('table')).toHaveLength(1);
    expect(byType('tableCell')).toHaveLength(4);
    // The default policy removes classes, so a code block keeps no language name.
    expect(byType('code')).toMatchObject([{ value: 'const a = 1 < 2;' }]);
    expect(byType('blockquote')).toHaveLength(1);
    expect(byType('delete')).toHaveLength(1);
    expect(byType('inlineCode')).toMatchObject([{ value: 'inline' }]);
    expect(byType('emphasis')).toHaveLength(1);
    expect(byType('strong')).toHaveLength(1);
    expect(unsafeParts(markdown)).toEqual([]);
  });

  it('writes no raw HTML and no unsafe link for any payload of the DOMPurify corpus', () => {
    expect(payloads.length).toBeGreaterThan(200);
    const failures: string[] = [];
    for (const { title, payload } of payloads) {
      const markdown = contentToMarkdown(article(payload), site);
      const unsafe = unsafeParts(markdown);
      if (unsafe.length > 0) failures.push(`${title}: ${unsafe.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });

  it('keeps text that looks like HTML or Markdown as text, and links only with allowed schemes', () => {
    const markdown = contentToMarkdown(
      article(
        '<p>&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt; [x](javascript:alert(1)) ![y](data:text/html,z) &lt;javascript:alert(1)&gt;</p>' +
          '<p><a href="javascript:alert(1)">js</a> <a href="data:text/html,x">data</a> <a href="vbscript:x">vb</a> <a href="tel:+1">call</a> <img src="data:image/png;base64,AAAA" alt="inline"></p>',
        {
          title: '<img src=x onerror=alert(1)> [t](javascript:x)',
          description: '# not a heading\n<b>x</b>',
        },
      ),
      site,
    );
    expect(unsafeParts(markdown)).toEqual([]);
    const tree = parse(markdown);
    const text = nodesOf(tree)
      .flatMap((node) => (node.type === 'text' ? [node.value] : []))
      .join('');
    // The text is all still there, as text.
    expect(text).toContain('<script>alert(1)</script>');
    expect(text).toContain('[x](javascript:alert(1))');
    expect(text).toContain('<img src=x onerror=alert(1)> [t](javascript:x)');
    expect(text).toContain('# not a heading');
    // Refused links keep their text; the one allowed link stays a link; the data: image its alt.
    expect(text).toContain('js data vb');
    expect(text).toContain('inline');
    const links = nodesOf(tree).filter((node) => node.type === 'link');
    expect(links.map((node) => (node.type === 'link' ? node.url : ''))).toEqual(['tel:+1']);
    expect(nodesOf(tree).filter((node) => node.type === 'heading')).toHaveLength(1);
  });

  it('survives hostile fields: lone surrogates, __proto__, 1 MB bodies, nesting past the limits', () => {
    for (const item of [
      article('<p>\ud800 lone</p>', { title: '\udc00 title', slug: '__proto__' }),
      article(`<p>${'word '.repeat(220_000)}</p>`),
      article('<div>'.repeat(5_000)),
      article('', { description: '' }),
    ]) {
      const markdown = contentToMarkdown(item, site);
      expect(markdown.startsWith('# ')).toBe(true);
      expect(unsafeParts(markdown)).toEqual([]);
    }
    // Over the parse limits, the body is its text, as ContentBody renders it.
    const long = contentToMarkdown(article(`<p>${'word '.repeat(220_000)}</p>`), site);
    expect(long.length).toBeGreaterThan(1_000_000);
  });
});

describe('contentToMarkdown of media and embeds', () => {
  it('carries the link an embed left and the language of a code block', () => {
    const markdown = contentToMarkdown(
      article(
        '<p>Watch:</p><iframe src="https://player.vimeo.com/video/76979871" title="The tour"></iframe><pre><code class="language-python">print(1)\n</code></pre>',
      ),
      site,
    );
    expect(markdown).toContain('[The tour](https://vimeo.com/76979871)');
    expect(markdown).toContain('```python\nprint(1)\n```');
    const code = nodesOf(parse(markdown)).find((node) => node.type === 'code');
    expect(code).toMatchObject({ lang: 'python', value: 'print(1)' });
  });
});

describe('contentToMarkdown of what a link or image holds', () => {
  it('keeps emphasis, strong, code, strikethrough, breaks and images inside a link', () => {
    const markdown = contentToMarkdown(
      article(
        '<p><a href="/x"><em>e</em> <strong>s</strong> <code>c</code> <del>d</del><br><img src="i.png" alt="i"></a></p>',
        { description: '' },
      ),
      site,
    );
    // Every kind of phrasing a link may hold stays inside it: none is dropped from the agent's copy.
    expect(markdown).toBe(
      `# The guide\n\n[*e* **s** \`c\` ~~d~~\\\n![i](${siteUrl}/articles/i.png)](${siteUrl}/x)\n`,
    );
  });

  it('writes an image with a refused or removed source as its alt, and one without alt as nothing', () => {
    const markdown = contentToMarkdown(
      article(
        '<p>a<img src="javascript:alert(1)" alt="removed">b<img src="data:image/png;base64,AAAA">c</p>',
        { description: '' },
      ),
      site,
    );
    // No image points at the article's own page (an empty source is no URL), and no stray text.
    expect(markdown).toBe('# The guide\n\naremovedbc\n');
  });

  it('writes no paragraph for a description that is only whitespace', () => {
    const markdown = contentToMarkdown(article('<p>Body</p>', { description: ' \n ' }), site);
    expect(markdown).toBe('# The guide\n\nBody\n');
  });
});
