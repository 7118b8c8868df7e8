// `content-delivery-react/mock` for browsers and bundlers; index.node.ts is the entry for Node.
export { createMockHandlers } from './createMockHandlers.js';
export * from './mockExports.js';
