// Text of a body: the heading anchors of its table of contents, the table itself and its reading time, each at n
// and 2n, so their growth is read as a curve here instead of a timed test (a loaded machine
// makes a time bound in a test fail for nothing). Target: doubling the input at most 2.2x the
// time. The modules are the built ones (dist/html), as a page's server runs them. No network.
import { compare, distRoot, report, row } from './stats.mjs';

const { headingAnchors } = await import(new URL('html/headingAnchors.js', distRoot));
const { getReadingTime } = await import(new URL('html/readingTime.js', distRoot));
const { getContentToc } = await import(new URL('html/contentToc.js', distRoot));

const RUNS = Number(process.env.BENCH_TEXT_RUNS ?? 7);
const DOUBLING_TARGET = 2.2;

/** `count` headings of the same text: each repeat takes the next free suffix (`-2`, `-3` …). */
const repeatedHeadings = (count) =>
  Array.from({ length: count }, () => ({ tag: 'h3', attributes: {}, children: ['Tip'] }));

/** One heading of `length` characters: its slug is cut at 60, whatever the length. */
const longHeading = (length) => [
  { tag: 'h2', attributes: {}, children: ['Ab '.repeat(Math.ceil(length / 3)).slice(0, length)] },
];

/** `count` headings whose texts are names of `Object.prototype`, each pair repeated. */
const prototypeHeadings = (count) => '<h2>constructor</h2><h3>__proto__</h3>'.repeat(count / 2);

const words = (length) => `<p>${'walking '.repeat(Math.ceil(length / 8))}</p>`.slice(0, length);
const japanese = (length) =>
  `<p>${'山に登る。'.repeat(Math.ceil(length / 5))}</p>`.slice(0, length);
const hostile = (length) => `${'<'.repeat(length / 2)}${'<!--'.repeat(length / 8)}`;

// Each case builds its input outside the timed call, then measures only the function.
const cases = [
  {
    name: 'headingAnchors: repeated headings',
    n: 10_000,
    make: repeatedHeadings,
    measure: headingAnchors,
  },
  {
    name: 'headingAnchors: one long heading',
    n: 500_000,
    make: longHeading,
    measure: headingAnchors,
  },
  {
    name: 'getContentToc: repeated headings named like prototype properties',
    n: 10_000,
    make: prototypeHeadings,
    measure: getContentToc,
  },
  { name: 'getReadingTime: Latin words', n: 500_000, make: words, measure: getReadingTime },
  { name: 'getReadingTime: Japanese', n: 500_000, make: japanese, measure: getReadingTime },
  {
    name: 'getReadingTime: unclosed tags and comments',
    n: 500_000,
    make: hostile,
    measure: getReadingTime,
  },
];

async function timed(measure, input) {
  const { ours } = await compare({
    ours: () => {
      const started = performance.now();
      measure(input);
      return performance.now() - started;
    },
    baseline: () => 0,
    warmup: 2,
    runs: RUNS,
  });
  return ours;
}

export async function run() {
  const rows = [];
  for (const { name, n, make, measure } of cases) {
    const once = await timed(measure, make(n));
    const twice = await timed(measure, make(2 * n));
    rows.push(
      row({
        group: 'text',
        name: `${name}, 2n vs n`,
        ours: twice,
        baseline: once,
        unit: 'ms',
        targetText: `≤ ${DOUBLING_TARGET}x`,
        // Under 5 ms the ratio is timer noise, not growth.
        check: ({ ratio }) => twice < 5 || ratio <= DOUBLING_TARGET,
        n: RUNS,
        note: `n = ${n}`,
      }),
    );
  }
  return { rows };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows } = await run();
  await report(rows);
}
