export type { ContentProxyHandler } from './createContentProxy.js';
export { createContentProxy } from './createContentProxy.js';
export type { NodeProxyListener } from './nodeAdapter.js';
export { toNodeListener } from './nodeAdapter.js';
export type {
  ContentProxyOptions,
  ProxyErrorEvent,
  ProxyRequestEvent,
} from './proxyOptions.js';
