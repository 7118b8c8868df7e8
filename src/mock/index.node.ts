// `content-delivery-react/mock` in Node (the `node` condition): index.ts with a createMockHandlers
// that loads msw without a top-level await, so `require()` of this entry works.
export { createMockHandlers } from './createMockHandlers.node.js';
export * from './mockExports.js';
