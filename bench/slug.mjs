// Slug lookup: `findContentBySlug` for the last item of a 500-item language, over real HTTP to
// the mock service on 127.0.0.1 (a node:http server counting the requests it receives):
// cold (a fresh slug index), warm (the index remembers the page), and an unknown slug right
// after a complete walk. Baselines: what an app without the lookup does (walk the whole
// language with getAllContentByLanguage, then find), and the same lookup without the index.
import { createServer } from 'node:http';
import { distRoot, median, report, row } from './stats.mjs';

const { createContentClient, createSlugIndex, findContentBySlug, getAllContentByLanguage } =
  await import(new URL('client/index.js', distRoot));
const { createDemoDataset, createMockBrand, createMockContentItem, createMockService } =
  await import(new URL('mock/index.js', distRoot));

const ITEMS = 500;
const PAGE_SIZE = 100;
const RUNS = Number(process.env.BENCH_SLUG_RUNS ?? 21);
const WARMUP = 3;
const BRAND = 'bench-outdoor';

/** 500 English items with demo bodies (1–2 KB of HTML each), distinct ids and slugs. */
function dataset() {
  const demo = createDemoDataset().brands.flatMap((brand) => brand.items);
  const items = Array.from({ length: ITEMS }, (_, index) => {
    const source = demo[index % demo.length];
    return createMockContentItem({
      ...source,
      id: `bench-${index}`,
      slug: `${source.slug}-${index}`,
      language: 'en',
      content: source.content.slice(0, 1_500),
      // One item a day, newest first: the service's order is the index order.
      publishedDate: new Date(Date.UTC(2026, 0, 1) - index * 86_400_000).toISOString(),
    });
  });
  return { brands: [createMockBrand({ id: BRAND, items })] };
}

/** The mock service behind a real HTTP server on 127.0.0.1 that counts what it receives. */
async function startCountingServer() {
  const service = createMockService({ dataset: dataset() });
  const counter = { requests: 0 };
  const server = createServer(async (req, res) => {
    counter.requests++;
    const response = await service.handle(new Request(new URL(req.url ?? '/', base)));
    res.writeHead(response?.status ?? 404, { 'content-type': 'application/json' });
    res.end(response === undefined ? '{}' : Buffer.from(await response.arrayBuffer()));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  return {
    base,
    counter,
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}

/** Runs `lookup` `RUNS` times after `WARMUP`; the median time and the requests of one run. */
async function measure(counter, lookup, check) {
  const times = [];
  let requests;
  for (let round = 0; round < WARMUP + RUNS; round++) {
    const before = counter.requests;
    const started = performance.now();
    const result = await lookup();
    const elapsed = performance.now() - started;
    check(result);
    if (round < WARMUP) continue;
    times.push(elapsed);
    const made = counter.requests - before;
    if (requests !== undefined && made !== requests) {
      throw new Error(`requests vary between runs: ${requests} then ${made}`);
    }
    requests = made;
  }
  return { ms: median(times), requests };
}

export async function run() {
  const server = await startCountingServer();
  try {
    const client = createContentClient({ baseUrl: server.base, retry: 0 });
    const { items } = await getAllContentByLanguage(client, BRAND, 'en', { pageSize: PAGE_SIZE });
    const last = items.at(-1);
    if (items.length !== ITEMS || last === undefined) throw new Error('the 500 items are missing');
    const isLast = (item) => {
      if (item?.id !== last.id) throw new Error(`found ${item?.id}, not ${last.id}`);
    };
    const isNull = (item) => {
      if (item !== null) throw new Error(`an unknown slug found ${item.id}`);
    };
    const options = { lang: 'en', slug: last.slug, pageSize: PAGE_SIZE };

    const walkAll = await measure(
      server.counter,
      async () => {
        const all = await getAllContentByLanguage(client, BRAND, 'en', { pageSize: PAGE_SIZE });
        return all.items.find((item) => item.slug === last.slug);
      },
      isLast,
    );
    const cold = await measure(
      server.counter,
      () => findContentBySlug(client, BRAND, { ...options, index: createSlugIndex() }),
      isLast,
    );
    const index = createSlugIndex();
    await findContentBySlug(client, BRAND, { ...options, index });
    const warm = await measure(
      server.counter,
      () => findContentBySlug(client, BRAND, { ...options, index }),
      isLast,
    );
    // `round` keeps every unknown slug new, so no answer is a repeat of the one before.
    let round = 0;
    const unknown = () => ({ ...options, slug: `no-such-article-${round++}` });
    await findContentBySlug(client, BRAND, { ...unknown(), index });
    const negative = await measure(
      server.counter,
      () => findContentBySlug(client, BRAND, { ...unknown(), index }),
      isNull,
    );
    const negativeWithoutIndex = await measure(
      server.counter,
      () => findContentBySlug(client, BRAND, { ...unknown(), index: false }),
      isNull,
    );

    const pages = Math.ceil(ITEMS / PAGE_SIZE);
    const rows = [
      row({
        group: 'slug',
        name: `cold lookup of the last of ${ITEMS} items: requests`,
        ours: cold.requests,
        baseline: walkAll.requests,
        unit: 'req',
        targetText: `≤ ${pages}`,
        check: ({ ours }) => ours <= pages,
        note: `findContentBySlug with a fresh slug index, pageSize ${PAGE_SIZE}, concurrency 2, over HTTP to the mock on 127.0.0.1; baseline: getAllContentByLanguage then find (what the example site did)`,
      }),
      row({
        group: 'slug',
        name: `cold lookup of the last of ${ITEMS} items: time`,
        ours: cold.ms,
        baseline: walkAll.ms,
        unit: 'ms',
        n: RUNS,
      }),
      row({
        group: 'slug',
        name: 'warm lookup (page remembered): requests',
        ours: warm.requests,
        baseline: cold.requests,
        unit: 'req',
        targetText: '1',
        check: ({ ours }) => ours === 1,
        note: 'the same slug again with the same index: only the remembered page is read and checked; baseline: the cold lookup',
      }),
      row({
        group: 'slug',
        name: 'warm lookup (page remembered): time',
        ours: warm.ms,
        baseline: cold.ms,
        unit: 'ms',
        n: RUNS,
      }),
      row({
        group: 'slug',
        name: 'unknown slug after a complete walk: requests',
        ours: negative.requests,
        baseline: negativeWithoutIndex.requests,
        unit: 'req',
        targetText: '0',
        check: ({ ours }) => ours === 0,
        note: 'a new unknown slug each run, within completeListTtlMs (60 s) of a walk to the end of the list; baseline: the same lookup with index: false',
      }),
    ];
    return { rows };
  } finally {
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows } = await run();
  await report(rows);
}
