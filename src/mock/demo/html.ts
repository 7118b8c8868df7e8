import { demoImageUrl } from './images/demoImageNames.js';
import type { CategoryPool, Language, Phrases } from './model.js';
import type { Random } from './random.js';
import { escapeHtml } from './util.js';

/** Inline markup: `**strong**`, `*em*` and `[text](url)` (external URLs open in a new tab). */
function renderInline(text: string): string {
  return escapeHtml(text)
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/\*(.+?)\*/g, '<em>$1</em>')
    .replace(/\[(.+?)\]\((.+?)\)/g, (_match, label: string, href: string) =>
      href.startsWith('https://')
        ? `<a href="${href}" target="_blank" rel="noopener noreferrer">${label}</a>`
        : `<a href="${href}">${label}</a>`,
    );
}

/**
 * Renders a small markup: blocks separated by blank lines; `## ` and `### ` headings, `- ` and
 * `1. ` lists, `> ` quotes, other blocks are paragraphs.
 */
export function renderMarkup(source: string): string {
  const html: string[] = [];
  for (const block of source.trim().split(/\n\s*\n/)) {
    const lines = block.split('\n').map((line) => line.trim());
    const first = lines[0] ?? '';
    if (first.startsWith('### ')) {
      html.push(`<h3>${renderInline(first.slice(4))}</h3>`);
    } else if (first.startsWith('## ')) {
      html.push(`<h2>${renderInline(first.slice(3))}</h2>`);
    } else if (first.startsWith('- ') || /^\d+\. /.test(first)) {
      const tag = first.startsWith('- ') ? 'ul' : 'ol';
      const items = lines.map(
        (line) => `<li>${renderInline(line.replace(/^(- |\d+\. )/, ''))}</li>`,
      );
      html.push(`<${tag}>${items.join('')}</${tag}>`);
    } else if (first.startsWith('> ')) {
      const text = lines.map((line) => line.replace(/^> /, '')).join(' ');
      html.push(`<blockquote><p>${renderInline(text)}</p></blockquote>`);
    } else {
      html.push(`<p>${renderInline(lines.join(' '))}</p>`);
    }
  }
  return html.join('\n');
}

/** A link to another article of the same brand and language. */
export interface RelatedLink {
  slug: string;
  title: string;
}

/** Everything needed to build one article body. */
export interface BodyInput {
  random: Random;
  brandId: string;
  language: Language;
  title: string;
  description: string;
  slug: string;
  categoryId: string;
  /** Category name in the article's language. */
  categoryName: string;
  pool: CategoryPool;
  /** Pool of a related category, for one extra section. */
  neighbourPool: CategoryPool;
  phrases: Phrases;
  related: readonly RelatedLink[];
  /** Source documents get every section; translations are shorter. */
  full: boolean;
  /** Extra HTML placed right after the introduction (the long guide uses it). */
  extra?: string;
}

const paragraph = (sentences: readonly string[]): string =>
  `<p>${sentences.map(escapeHtml).join(' ')}</p>`;

function table(phrases: Phrases): string {
  const { caption, head, rows } = phrases.table;
  const headRow = head.map((cell) => `<th scope="col">${escapeHtml(cell)}</th>`).join('');
  const bodyRows = rows
    .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
    .join('');
  return (
    `<table><caption>${escapeHtml(caption)}</caption>` +
    `<thead><tr>${headRow}</tr></thead><tbody>${bodyRows}</tbody></table>`
  );
}

function externalLink(phrases: Phrases, withRel: boolean): string {
  const rel = withRel ? ' rel="noopener noreferrer"' : '';
  const link =
    `<a href="${phrases.externalUrl}" target="_blank"${rel}>` +
    `${escapeHtml(phrases.externalText)}</a>`;
  const [before = '', after = ''] = escapeHtml(phrases.externalSentence).split('{link}');
  return `${before}${link}${after}`;
}

/** Builds a varied HTML body in the article's language from its category pool and phrases. */
export function buildBody(input: BodyInput): string {
  const { random, phrases, pool, full } = input;
  const sentences = random.shuffle(pool.paragraphs);
  const headings = random.shuffle(phrases.headings);
  const heading = (index: number): string => escapeHtml(headings[index] ?? phrases.conclusion);
  const split = Math.ceil(sentences.length / 2);
  const blocks: string[] = [];

  blocks.push(
    `<h2>${heading(0)}</h2>\n${paragraph(sentences.slice(0, split))}` +
      (full ? `\n${paragraph(sentences.slice(split))}` : ''),
  );
  const listTag = random.chance(0.5) ? 'ul' : 'ol';
  const tips = pool.tips.map((tip) => `<li>${escapeHtml(tip)}</li>`).join('');
  blocks.push(`<h3>${heading(1)}</h3>\n<${listTag}>${tips}</${listTag}>`);
  if (full || random.chance(0.5)) {
    const src = demoImageUrl(input.brandId, input.categoryId, `${input.slug}-${random.int(1, 3)}`);
    blocks.push(
      `<figure><img src="${src}" alt="${escapeHtml(input.title)}" width="1200" height="800">` +
        `<figcaption>${escapeHtml(phrases.figureCaption)}</figcaption></figure>`,
    );
  }
  if (full || random.chance(0.3)) {
    const borrowed = random.sample(input.neighbourPool.paragraphs, full ? 3 : 2);
    const tip = random.pick(input.neighbourPool.tips);
    blocks.push(`<h2>${heading(3)}</h2>\n${paragraph(borrowed)}\n${paragraph([tip])}`);
  }
  if (random.chance(full ? 0.6 : 0.3)) {
    blocks.push(`<h2>${heading(2)}</h2>\n${table(phrases)}`);
  }
  if (random.chance(full ? 0.5 : 0.25)) {
    blocks.push(
      `<blockquote><p>${escapeHtml(phrases.quote)}</p>` +
        `<footer>— <cite>${escapeHtml(phrases.quoteAuthor)}</cite></footer></blockquote>`,
    );
  }
  if (random.chance(full ? 0.35 : 0.15)) {
    const code = `<pre><code>${escapeHtml(phrases.code)}</code></pre>`;
    blocks.push(`<p>${escapeHtml(phrases.codeIntro)}</p>\n${code}`);
  }
  const middle = random.shuffle(blocks.slice(1));

  const links = input.related
    .map(
      (link) => `<li><a href="/${input.language}/${link.slug}">${escapeHtml(link.title)}</a></li>`,
    )
    .join('');
  const moreIn = escapeHtml(phrases.moreIn.replace('{category}', input.categoryName));
  const related =
    `<h3>${escapeHtml(phrases.related)}</h3>\n` +
    `<ul>${links}<li><a href="/c/${input.categoryId}">${moreIn}</a></li></ul>`;

  const closing = random.sample(phrases.closing, full ? 3 : 1);
  const [firstClosing = '', ...restClosing] = closing;
  const conclusion =
    `<h2>${escapeHtml(phrases.conclusion)}</h2>\n` +
    `<p><em>${escapeHtml(firstClosing)}</em> ${restClosing.map(escapeHtml).join(' ')} ` +
    `${externalLink(phrases, random.chance(0.7))}</p>`;

  const intro = `<p><strong>${escapeHtml(input.description)}</strong></p>`;
  const extra = input.extra === undefined ? [] : [input.extra];
  return [intro, ...extra, blocks[0] ?? '', ...middle, conclusion, related].join('\n');
}
