export { createMockFetch } from './createMockFetch.js';
export { createDemoDataset } from './demo/createDemoDataset.js';
export {
  createMockBrand,
  createMockCategory,
  createMockContentItem,
  createMockDataset,
} from './factories.js';
export { createMockHandlers } from './handlers.js';
export type { MockService, MockServiceOptions } from './service.js';
export { createMockService } from './service.js';
export type { MockBrand, MockCategory, MockContentItem, MockDataset, WireNumber } from './types.js';
