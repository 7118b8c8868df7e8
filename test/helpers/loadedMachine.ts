// What a test may rely on when CI runs on a shared 2-core machine, often with another job on the
// second core: there a page, a story or a server takes many times what it takes on an idle
// laptop (Storybook's redirect to the Introduction missed Vitest's 1 s `expect.poll` default in
// 2 of 2 such runs), and wall time measures the other job as much as the code.
//
// So every wait names one of the bounds below instead of a library's default (Vitest's
// `expect.poll` and `vi.waitFor`, Testing Library's `waitFor` and `findBy*`: 1 s each). A wait
// still ends as soon as its condition holds: the bound only decides how long a condition that
// never comes is given before the test fails. What an input costs is never bounded in a test:
// `npm run bench` measures it at n and 2n.

/**
 * For what another process does first: Chromium loading, painting and hydrating a page another
 * process serves, Storybook's manager booting and redirecting, an example app's server starting.
 * Playwright's own default, stated; several fit in the e2e project's 60 s `testTimeout`.
 */
export const LOADED_MACHINE_TIMEOUT_MS = 30_000;

/**
 * For what the test's own render does: Testing Library's `waitFor`/`findBy*` in jsdom or in
 * Chromium (test/setup.ts), `vi.waitFor`, Storybook play functions (.storybook/preview.tsx).
 * Ten times Testing Library's default, and under the unit project's 15 s `testTimeout`, so a
 * condition that never comes fails with the wait's own message (and the DOM), not a bare
 * "test timed out".
 */
export const LOADED_MACHINE_RENDER_TIMEOUT_MS = 10_000;

/**
 * `expect.poll` options for a condition another process brings (a page, a story):
 * `await expect.poll(() => page.title(), loadedMachinePoll).toBe('Home')`. Every 100 ms, as each
 * read is a round trip to Chromium.
 */
export const loadedMachinePoll = { timeout: LOADED_MACHINE_TIMEOUT_MS, interval: 100 };
