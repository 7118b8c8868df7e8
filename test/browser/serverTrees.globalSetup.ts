// Runs in Node before the browser tests: sanitizes every body of the differential corpus with
// the DOM-free server sanitizer (parse5), under each differential policy, and hands the trees to
// test/browser/serverSanitizerParity.browser.test.tsx, which sanitizes the same bodies with
// DOMPurify on Chromium's own DOM: the server's parser and walk against the browser's.
import { createServerSanitizer } from 'content-delivery-react/server';
import type { TestProject } from 'vitest/node';
import {
  differentialCorpus,
  differentialPolicies,
} from '../fixtures/sanitizer/differentialCorpus.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Corpus bodies (`differentialCorpus(RANDOM_BODIES)`), by name. */
    parityBodies: { name: string; html: string }[];
    /** Per policy name, each body's server tree as JSON, or `refused: …`, in body order. */
    serverTrees: Record<string, string[]>;
  }
}

/** Random bodies in the browser comparison (the unit comparison runs 1 000 and 3 000 more). */
export const RANDOM_BODIES = 2_000;

export default function sanitizeCorpusOnServer(project: TestProject): void {
  const bodies = differentialCorpus(RANDOM_BODIES);
  const sanitizer = createServerSanitizer({ cacheSize: 0 });
  const serverTrees = Object.fromEntries(
    Object.entries(differentialPolicies).map(([name, policy]) => [
      name,
      bodies.map(({ html }) => {
        try {
          return JSON.stringify(sanitizer.sanitize(html, policy));
        } catch (error) {
          return `refused: ${error instanceof Error ? error.message : String(error)}`;
        }
      }),
    ]),
  );
  project.provide('parityBodies', bodies);
  project.provide('serverTrees', serverTrees);
}
