// The parts of react-server-dom-webpack (no published types) the rsc tests use.
declare module 'react-server-dom-webpack/server' {
  import type { ReactNode } from 'react';
  export function renderToReadableStream(
    model: ReactNode,
    webpackMap: unknown,
    options?: { onError?: (error: unknown) => void },
  ): ReadableStream<Uint8Array>;
  export function registerClientReference<T>(proxy: T, id: string, exportName: string): T;
}
