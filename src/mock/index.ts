// `content-delivery-react/mock` for browsers and bundlers; index.node.ts is the same list for Node.
export { createMockFetch } from './createMockFetch.js';
export { createMockHandlers } from './createMockHandlers.js';
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
