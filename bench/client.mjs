// Client: parse + normalise one 5 000-item page against JSON.parse of the same text alone
// (the floor any client pays), then the whole public call (fetch answered from memory: body
// read, checks, parse, normalise) against reading the same Response with Response#json().
// Node only; nothing touches the network.
import { Session } from 'node:inspector/promises';
import { compare, distRoot, report, row } from './stats.mjs';

const { createContentClient } = await import(new URL('client/index.js', distRoot));
// The normaliser is internal; the bench reads it from dist to time exactly parse + normalise.
const { normalizePagedContent } = await import(new URL('client/normalize.js', distRoot));
const { createDemoDataset, createMockContentItem } = await import(
  new URL('mock/index.js', distRoot)
);

const ITEMS = Number(process.env.BENCH_CLIENT_ITEMS ?? 5_000);
const WARMUP = 5;
const RUNS = Number(process.env.BENCH_CLIENT_RUNS ?? 21);
const TARGET = 1.5;

/** First paragraphs of a demo body, cut at a paragraph end near `bytes`: realistic HTML of ~1–2 KB. */
function excerpt(html, bytes) {
  const end = html.indexOf('</p>', bytes);
  return end === -1 ? html : html.slice(0, end + 4);
}

/**
 * The optional SEO fields a third-party provider may send out of range (issue 44): each read as
 * null and reported, where it once failed the whole page.
 */
const brokenMetrics = {
  brief: 1,
  internalTags: 'q3',
  keywordSearchVolume: '6562058072',
  keywordDifficulty: '0.37697E8451699971',
  gscClicks: '4255433556',
  gscPosition: 'top',
  gscImpressions: -1.5,
};

/** A report that only counts, as a client with no `onEvent` costs at least. */
function countingReport() {
  const counts = { fieldIgnored: 0, itemLeftOut: 0 };
  return {
    counts,
    fieldIgnored() {
      counts.fieldIgnored += 1;
    },
    itemLeftOut() {
      counts.itemLeftOut += 1;
    },
  };
}

/**
 * The wire JSON of one page: demo items (numbers as decimal strings included) with distinct ids;
 * with `broken`, every item's optional metrics are out of range.
 */
export function pageText(count = ITEMS, broken = false) {
  const demo = createDemoDataset().brands.flatMap((brand) => brand.items);
  const data = Array.from({ length: count }, (_, index) => {
    const source = demo[index % demo.length];
    const item = createMockContentItem({
      ...source,
      id: `${source.id}-${index}`,
      slug: `${source.slug}-${index}`,
      content: excerpt(source.content, 1_000 + (index % 7) * 150),
    });
    return broken ? { ...item, ...brokenMetrics } : item;
  });
  return JSON.stringify({ data, page: 1, pageSize: count, totalCount: count * 3 });
}

function clientFor(text) {
  return createContentClient({
    baseUrl: 'http://127.0.0.1:1',
    retry: 0,
    fetch: async () => new Response(text, { headers: { 'content-type': 'application/json' } }),
  });
}

async function timeClient(client) {
  const started = performance.now();
  const page = await client.getContentByLanguage('acme-outdoor', 'en', {
    page: 1,
    pageSize: ITEMS,
  });
  const elapsed = performance.now() - started;
  if (page.data.length !== ITEMS) throw new Error(`client returned ${page.data.length} items`);
  return elapsed;
}

function timeParse(text) {
  const started = performance.now();
  const json = JSON.parse(text);
  const elapsed = performance.now() - started;
  if (json.data.length !== ITEMS) throw new Error('JSON.parse lost items');
  return elapsed;
}

function timeParseNormalise(text, items = ITEMS) {
  const report = countingReport();
  const started = performance.now();
  const page = normalizePagedContent(JSON.parse(text), report);
  const elapsed = performance.now() - started;
  if (page.data.length !== items) throw new Error('normalise lost items');
  return elapsed;
}

/**
 * What leniency costs (issue 44): a page whose every item has its seven optional metrics out of
 * range (each read as null and reported) against the same page with valid ones, at n and 2n
 * items: the ratio should not grow with the page.
 */
async function lenientRows() {
  const rows = [];
  for (const items of [ITEMS / 2, ITEMS]) {
    const clean = pageText(items);
    const broken = pageText(items, true);
    const report = countingReport();
    normalizePagedContent(JSON.parse(broken), report);
    if (report.counts.fieldIgnored !== items * Object.keys(brokenMetrics).length)
      throw new Error(`expected every broken metric reported, got ${report.counts.fieldIgnored}`);
    const result = await compare({
      ours: () => timeParseNormalise(broken, items),
      baseline: () => timeParseNormalise(clean, items),
      warmup: WARMUP,
      runs: RUNS,
    });
    rows.push(
      row({
        group: 'client',
        name: `parse + normalise ${items} items, 7 metrics out of range in each, vs valid`,
        ours: result.ours,
        baseline: result.baseline,
        unit: 'ms',
        n: RUNS,
        note: `every item's seven optional fields read as null and reported (${report.counts.fieldIgnored} reports) against the same page with valid fields; before issue 44 such a page failed`,
      }),
    );
  }
  return rows;
}

/** The floor of any fetch-based client: a Response built from the text, read with json(). */
async function timeResponseJson(text) {
  const started = performance.now();
  const body = await new Response(text, { headers: { 'content-type': 'application/json' } }).json();
  const elapsed = performance.now() - started;
  if (body.data.length !== ITEMS) throw new Error('Response lost items');
  return elapsed;
}

/**
 * CPU profile of `rounds` client calls, self time summed per function (and per file).
 * Run only when the target is missed, so the report says where the time goes.
 */
async function profile(client, rounds) {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  for (let i = 0; i < rounds; i++) await timeClient(client);
  const { profile: cpu } = await session.post('Profiler.stop');
  session.disconnect();
  const deltas = new Map();
  cpu.samples.forEach((id, index) => {
    deltas.set(id, (deltas.get(id) ?? 0) + (cpu.timeDeltas[index] ?? 0));
  });
  const byFunction = new Map();
  const byStage = new Map();
  let total = 0;
  for (const node of cpu.nodes) {
    const micros = deltas.get(node.id) ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') continue;
    total += micros;
    const file = url.replace(/^.*\/(dist|node_modules)\//, '$1/').replace(/^node:/, 'node:');
    const key = `${functionName || '(anonymous)'} ${file || '(native)'}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
    const stage = stageOf(functionName, url);
    byStage.set(stage, (byStage.get(stage) ?? 0) + micros);
  }
  const share = (entries) =>
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .map(([where, micros]) => ({ where, share: +(micros / total).toFixed(3) }));
  return { stages: share(byStage), functions: share(byFunction).slice(0, 12) };
}

/** Buckets of self time: which stage of a request a sampled function belongs to. */
function stageOf(functionName, url) {
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (url.includes('/client/normalize.js')) return 'normalise (client/normalize.js)';
  // V8 inlines JSON.parse into its caller in request.js (parseSuccess or attemptOnce).
  if (url.includes('/client/request.js')) return 'JSON.parse (inlined into client/request.js)';
  if (
    /encoding|undici|webstreams|streams/.test(url) ||
    /encode|decode|USVString/.test(functionName)
  )
    return 'body: Response from a string, stream read, UTF-8 encode/decode';
  if (url.includes('/client/')) return 'client other (body.js, url.js, …)';
  return 'other (native, promise dispatch)';
}

export async function run() {
  const text = pageText();
  const client = clientFor(text);
  const result = await compare({
    ours: () => timeParseNormalise(text),
    baseline: () => timeParse(text),
    warmup: WARMUP,
    runs: RUNS,
  });
  const whole = await compare({
    ours: () => timeClient(client),
    baseline: () => timeResponseJson(text),
    warmup: 2,
    runs: Math.min(RUNS, 11),
  });
  const megabytes = (Buffer.byteLength(text) / 1024 / 1024).toFixed(1);
  const rows = [
    row({
      group: 'client',
      name: `parse + normalise ${ITEMS} items (${megabytes} MB) vs JSON.parse`,
      ours: result.ours,
      baseline: result.baseline,
      unit: 'ms',
      target: TARGET,
      n: RUNS,
      note: 'JSON.parse plus the client normaliser (every field checked, numbers read from strings, a new object per item) against JSON.parse alone',
    }),
    row({
      group: 'client',
      name: 'whole call: client.getContentByLanguage vs Response#json()',
      ours: whole.ours,
      baseline: whole.baseline,
      unit: 'ms',
      n: whole.n,
      note: 'the public call on a fetch answered from memory (body read with the size cap, status and type checks, parse, normalise) against reading the same Response with json(), the floor of any fetch-based client',
    }),
  ];
  rows.push(...(await lenientRows()));
  let hotspots;
  if (whole.ours / whole.baseline > TARGET) hotspots = await profile(client, 10);
  return { rows, clientProfile: hotspots };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows, clientProfile } = await run();
  await report(rows, { clientProfile });
  if (clientProfile && !process.env.BENCH_ROWS_FILE) {
    console.table(clientProfile.stages);
    console.table(clientProfile.functions);
  }
}
