// How the Markdown versions of articles are converted, chosen by measurement. Ours: the
// sanitized tree (the one the page renders) copied into hast, then hast-util-to-mdast and
// mdast-util-to-markdown (unified; no DOM, no second parse). Candidates, in the same run, on the
// same sanitized HTML: node-html-markdown (a DOM-free converter that parses the HTML again with
// node-html-parser) and turndown (the most used converter; on Node it parses with domino).
// Rows: how many payloads of the DOMPurify corpus come out as Markdown holding raw HTML (text
// such as `&lt;img onerror=…&gt;` written back as a live tag: unsafe to serve as Markdown), the
// time per 50 KB article from the sanitized body, and the min+gzip size each adds to a server
// bundle.
// The candidates are dependencies of bench/ only (bench/package.json).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { NodeHtmlMarkdown } from 'node-html-markdown';
import TurndownService from 'turndown';
import { measureBundle } from '../scripts/measureBundle.mjs';
import { compare, distRoot, report, row } from './stats.mjs';

const { contentToMarkdown } = await import(new URL('discovery/index.js', distRoot));
const { createServerSanitizer } = await import(new URL('server/index.js', distRoot));
const { createDemoDataset } = await import(new URL('mock/index.js', distRoot));

const RUNS = Number(process.env.BENCH_MARKDOWN_RUNS ?? 21);
const bench = fileURLToPath(new URL('.', import.meta.url));

// A 50 KB article: demo bodies (headings, lists, tables, links, images) joined.
const bodies = createDemoDataset().brands.flatMap((brand) =>
  brand.items.map((item) => item.content),
);
let content = '';
for (let index = 0; content.length < 50_000; index++) content += bodies[index % bodies.length];
const item = {
  ...createDemoDataset().brands[0].items[0],
  content,
  brief: null,
  readingTimeMinutes: 5,
};
const site = {
  siteUrl: 'https://www.example.com',
  getItemHref: (entry) => `/articles/${entry.slug}`,
};

// The sanitized HTML the candidates convert: the tree the page renders, written as HTML once.
const { treeToHtml } = await import(new URL('html/treeToHtml.js', distRoot));
const sanitizedHtml = treeToHtml(createServerSanitizer().sanitize(content));
const nhm = new NodeHtmlMarkdown();
const turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced' });

const timed = (work) => () => {
  const started = performance.now();
  work();
  return performance.now() - started;
};

const rows = [];
const candidates = [
  { name: 'node-html-markdown', convert: (html) => nhm.translate(html) },
  { name: 'turndown', convert: (html) => turndown.turndown(html) },
];
for (const candidate of candidates) {
  const result = await compare({
    warmup: 3,
    runs: RUNS,
    // The same body each time: the sanitizer's cache answers, so ours too converts a tree already sanitized.
    ours: timed(() => contentToMarkdown(item, site)),
    baseline: timed(() => candidate.convert(sanitizedHtml)),
  });
  rows.push(
    row({
      group: 'markdown',
      name: `50 KB article to Markdown: ours vs ${candidate.name}`,
      ours: result.ours,
      baseline: result.baseline,
      unit: 'ms',
      n: RUNS,
      note: 'both from the sanitized body: ours from its tree, the candidate from its HTML',
    }),
  );
}

const ours = await measureBundle({
  entry: fileURLToPath(new URL('discovery/index.js', distRoot)),
  imports: ['contentToMarkdown'],
  external: ['dompurify', 'jsdom'],
});
for (const [name, spec] of [
  ['node-html-markdown', { entry: 'node-html-markdown', imports: ['NodeHtmlMarkdown'] }],
  [
    'turndown (its browser build: on Node it adds domino, a DOM)',
    { entry: 'turndown', imports: '*' },
  ],
]) {
  const result = await measureBundle({ ...spec, external: [], resolveDir: bench });
  rows.push(
    row({
      group: 'markdown',
      name: `min+gzip: contentToMarkdown (with sanitizing) vs ${name}`,
      ours: ours.gzipBytes / 1024,
      baseline: result.gzipBytes / 1024,
      unit: 'kB',
      n: 1,
    }),
  );
}
// Safety: every payload sanitized, converted, and read back by a CommonMark parser.
const payloads = JSON.parse(
  readFileSync(
    new URL('../test/fixtures/dompurify/dompurify-payloads.json', import.meta.url),
    'utf8',
  ),
).map((entry) => entry.payload);
const nodesOf = (node) => [node, ...(node.children ?? []).flatMap(nodesOf)];
const holdsHtml = (markdown) =>
  nodesOf(fromMarkdown(markdown)).some((node) => node.type === 'html');
const serverSanitizer = createServerSanitizer();
const withRawHtml = (convert) =>
  payloads.filter((payload) =>
    holdsHtml(convert(payload, treeToHtml(serverSanitizer.sanitize(payload)))),
  ).length;
const oursUnsafe = withRawHtml((payload) => contentToMarkdown({ ...item, content: payload }, site));
for (const candidate of candidates) {
  rows.push(
    row({
      group: 'markdown',
      name: `DOMPurify corpus payloads whose Markdown holds raw HTML: ours vs ${candidate.name}`,
      ours: oursUnsafe,
      baseline: withRawHtml((_, html) => candidate.convert(html)),
      unit: `of ${payloads.length}`,
      check: ({ ours }) => ours === 0,
      targetText: '0',
      n: 1,
    }),
  );
}
await report(rows);
