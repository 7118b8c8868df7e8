// Invariant 4 in Chromium: each hostile class of ../hostileBodies.mjs at n, 2n and 1 MB, rendered
// by <ContentBody> into a fresh root with flushSync (main-thread time to DOM committed, as the
// ContentBody row of contentBody.tsx). At 2n the time is split into its steps, to see what a
// slow class spends it on: DOMPurify alone, our sanitizer (parse, hooks, fragmentToTree), and
// ContentBody (the same plus toReact and React's commit).
import { ContentBody, createSanitizer } from 'content-delivery-react';
import { createDemoDataset } from 'content-delivery-react/mock';
import createDOMPurify from 'dompurify';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { hostileClasses, longestArticle, sizes } from '../hostileBodies.mjs';
import { freshContainer, median } from './fixtures.js';

type Outcome = 'sanitized' | 'text';

let serial = 0;
/** A comment at the end makes every body distinct, so no sanitizer cache can answer it. */
const distinct = (html: string) => `${html}<!--${serial++}-->`;

function timeContentBody(html: string): { ms: number; outcome: Outcome } {
  const body = distinct(html);
  const container = freshContainer();
  const root = createRoot(container);
  const started = performance.now();
  flushSync(() => root.render(<ContentBody html={body} />));
  const ms = performance.now() - started;
  const state = container.firstElementChild?.getAttribute('data-state');
  root.unmount();
  container.remove();
  if (state !== 'sanitized' && state !== 'text') throw new Error('ContentBody rendered no body');
  return { ms, outcome: state };
}

/** DOMPurify's own parse and sanitize, default config, on a private instance. */
function timeDomPurify(purify: ReturnType<typeof createDOMPurify>, html: string): number {
  const body = distinct(html);
  const started = performance.now();
  purify.sanitize(body, { RETURN_DOM_FRAGMENT: true });
  return performance.now() - started;
}

/** Our sanitizer with the default limits, no cache; a refusal costs its estimate only. */
function timeSanitizer(sanitizer: ReturnType<typeof createSanitizer>, html: string): number {
  const body = distinct(html);
  const started = performance.now();
  try {
    sanitizer.sanitize(body);
  } catch {
    // Refused: ContentBody renders the text, measured in the full row.
  }
  return performance.now() - started;
}

/** Median of `runs` calls after `warmup`, yielding between them as a page would between views. */
async function medianOf(warmup: number, runs: number, once: () => number): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < warmup + runs; round++) {
    const ms = once();
    if (round >= warmup) times.push(ms);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return median(times);
}

export async function cost({
  warmup,
  runs,
  stepRuns,
}: {
  warmup: number;
  /** Renders per class and size: each takes milliseconds, so many are cheap and steady the median. */
  runs: number;
  /** Runs of each step at 2n: DOMPurify alone takes seconds on some classes. */
  stepRuns: number;
}) {
  const classes = hostileClasses(longestArticle(createDemoDataset()));
  const purify = createDOMPurify(window);
  const sanitizer = createSanitizer(window, { cacheSize: 0 });
  const result: Record<string, unknown> = {};
  for (const [name, make] of Object.entries(classes)) {
    const bySize: Record<string, { ms: number; outcome: Outcome; length: number }> = {};
    for (const [label, size] of Object.entries(sizes)) {
      const html = make(size);
      let outcome: Outcome = 'text';
      const ms = await medianOf(warmup, runs, () => {
        const once = timeContentBody(html);
        outcome = once.outcome;
        return once.ms;
      });
      bySize[label] = { ms, outcome, length: html.length };
    }
    const twice = make(sizes.twice);
    const steps = {
      domPurify: await medianOf(warmup, stepRuns, () => timeDomPurify(purify, twice)),
      sanitizer: await medianOf(warmup, stepRuns, () => timeSanitizer(sanitizer, twice)),
    };
    result[name] = { ...bySize, steps };
  }
  return result;
}
