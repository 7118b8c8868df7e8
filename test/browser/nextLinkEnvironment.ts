// Next.js's bundler replaces `process.env.__NEXT_*` in `next/link` at build time; Vite leaves
// them as they are, and a browser has no `process`. An empty environment is what a Next.js
// build without those settings inlines. Imported (for its effect) before `next/link`, by the
// one test file that renders it, so no other browser test sees a `process`.
if (!('process' in globalThis)) {
  Object.defineProperty(globalThis, 'process', { value: { env: {} }, configurable: true });
}
