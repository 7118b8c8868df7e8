// 3a. ContentBody on a 50 KB article vs DOMPurify.sanitize + innerHTML (default config), time to
// DOM committed; then sanitize calls during a re-render, counted at the DOM parser level
// (ContentBody's DOMPurify instance is private, but every sanitize parses through these).
import { ContentBody } from 'content-delivery-react';
import DOMPurify from 'dompurify';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { article, freshContainer, median } from './fixtures.js';

let serial = 0;
let parses = 0;

/** Counts HTML parses: DOMParser#parseFromString and createHTMLDocument, both used by DOMPurify. */
function installParseCounter() {
  const parse = DOMParser.prototype.parseFromString;
  DOMParser.prototype.parseFromString = function (this: DOMParser, ...args) {
    parses++;
    return parse.apply(this, args);
  } as typeof parse;
  const create = DOMImplementation.prototype.createHTMLDocument;
  DOMImplementation.prototype.createHTMLDocument = function (this: DOMImplementation, ...args) {
    parses++;
    return create.apply(this, args);
  } as typeof create;
}

function timeOurs(): number {
  const html = article(serial++);
  const container = freshContainer();
  const root = createRoot(container);
  const started = performance.now();
  flushSync(() => root.render(<ContentBody html={html} />));
  const elapsed = performance.now() - started;
  if (container.querySelectorAll('p').length !== 60) throw new Error('ContentBody lost paragraphs');
  root.unmount();
  container.remove();
  return elapsed;
}

/** The same DOMPurify + innerHTML, written the React way and rendered by the same harness. */
function timeBaselineReact(): number {
  const html = article(serial++);
  const container = freshContainer();
  const root = createRoot(container);
  const started = performance.now();
  flushSync(() =>
    root.render(<div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />),
  );
  const elapsed = performance.now() - started;
  if (container.querySelectorAll('p').length !== 60) throw new Error('DOMPurify lost paragraphs');
  root.unmount();
  container.remove();
  return elapsed;
}

function timeBaseline(): number {
  const html = article(serial++);
  const container = freshContainer();
  const started = performance.now();
  container.innerHTML = DOMPurify.sanitize(html);
  const elapsed = performance.now() - started;
  if (container.querySelectorAll('p').length !== 60) throw new Error('DOMPurify lost paragraphs');
  container.remove();
  return elapsed;
}

export async function contentBody({ warmup, runs }: { warmup: number; runs: number }) {
  installParseCounter();
  const ours: number[] = [];
  const baseline: number[] = [];
  const baselineReact: number[] = [];
  for (let round = 0; round < warmup + runs; round++) {
    // Rotate the order so drift (GC, JIT) hits all three alike.
    const order = [timeOurs, timeBaseline, timeBaselineReact];
    const shift = round % 3;
    const timed = new Map(
      [...order.slice(shift), ...order.slice(0, shift)].map((run) => [run, run()]),
    );
    if (round < warmup) continue;
    ours.push(timed.get(timeOurs) as number);
    baseline.push(timed.get(timeBaseline) as number);
    baselineReact.push(timed.get(timeBaselineReact) as number);
    // Let the browser collect between rounds, as it would between page views.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }

  // Sanitize calls: a first render must parse (proves the counter sees ContentBody's
  // private instance); a re-render and a remount with the same HTML must not.
  const html = article(serial++);
  const container = freshContainer();
  const root = createRoot(container);
  parses = 0;
  flushSync(() => root.render(<ContentBody html={html} />));
  const firstRender = parses;
  parses = 0;
  flushSync(() => root.render(<ContentBody html={html} className="again" />));
  const reRender = parses;
  root.unmount();
  const other = createRoot(container);
  parses = 0;
  flushSync(() => other.render(<ContentBody html={html} />));
  const remount = parses;
  other.unmount();
  container.remove();
  return {
    ours: median(ours),
    baseline: median(baseline),
    baselineReact: median(baselineReact),
    n: runs,
    parses: { firstRender, reRender, remount },
  };
}
