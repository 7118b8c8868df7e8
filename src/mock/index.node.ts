// `content-delivery-react/mock` in Node (the `node` condition): index.ts with a createMockHandlers
// that loads msw without a top-level await, so `require()` of this entry works. Keep the lists equal.
export { createMockFetch } from './createMockFetch.js';
export { createMockHandlers } from './createMockHandlers.node.js';
export { createDemoDataset } from './demo/createDemoDataset.js';
export { demoImageResponse } from './demo/images/demoImageRoute.js';
export type { DemoImageOptions } from './demo/images/demoImageSvg.js';
export { demoImageSvg } from './demo/images/demoImageSvg.js';
export type { DemoImageScene } from './demo/images/scenes.js';
export {
  createMockBrand,
  createMockCategory,
  createMockContentItem,
  createMockDataset,
} from './factories.js';
export type { MockRequestHandler } from './mswTypes.js';
export type { MockService } from './service.js';
export { createMockService } from './service.js';
export type { MockServiceOptions } from './serviceOptions.js';
export type { MockBrand, MockCategory, MockContentItem, MockDataset, WireNumber } from './types.js';
