// The React layer lands here (provider, hooks, components); until then the root entry is the client.
export * from './client/index.js';
