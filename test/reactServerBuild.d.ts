// `content-delivery-react?react-server`: the package's react-server build from the sources
// (resolved by packageImportsPlugin in vite.config.ts), for tests and stories that compare it
// with the client build. The same names and types as the package itself.
declare module 'content-delivery-react?react-server' {
  export * from 'content-delivery-react';
}
