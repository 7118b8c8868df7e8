// "content-delivery-react": the React layer and, re-exported, the framework-free client.
export * from './client/index.js';
export * from './components/index.js';
export * from './html/index.js';
export * from './query/index.js';
