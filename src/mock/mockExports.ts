// Every name of `content-delivery-react/mock` but `createMockHandlers`, whose msw loading differs
// between the entry for browsers and bundlers (index.ts) and the one for Node (index.node.ts).
export { createMockFetch } from './createMockFetch.js';
export type { DemoDatasetOptions } from './demo/createDemoDataset.js';
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
export type { MockRequestHandler } from './mswHandlers.js';
export type { MockService } from './service.js';
export { createMockService } from './service.js';
export type { MockServiceOptions } from './serviceOptions.js';
export type { MockBrand, MockCategory, MockContentItem, MockDataset, WireNumber } from './types.js';
