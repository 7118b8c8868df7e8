import type { Browser } from 'playwright';
import type { RouteFigures } from './routeJs.mjs';

export interface ExampleApp {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}
export type ExampleBuild =
  | { framework: 'next'; distDir: string }
  | { framework: 'react-router' }
  | { framework: 'astro'; outDir?: 'dist' | 'dist-cloudflare' }
  | { framework: 'tanstack-start' };
export declare function freePort(): Promise<number>;
export declare function startNextApp(options: {
  distDir: string;
  env: Record<string, string>;
  timeoutMs?: number;
}): Promise<ExampleApp>;
export declare function startReactRouterApp(options: {
  env: Record<string, string>;
  timeoutMs?: number;
}): Promise<ExampleApp>;
export declare function startAstroApp(options: {
  env: Record<string, string>;
  timeoutMs?: number;
}): Promise<ExampleApp>;
export declare function startAstroWorkerdApp(options: {
  env: Record<string, string>;
  timeoutMs?: number;
}): Promise<ExampleApp>;
export declare function startTanStackStartApp(options: {
  env: Record<string, string>;
  timeoutMs?: number;
}): Promise<ExampleApp>;
export declare function measureRoute(
  browser: Browser,
  url: string,
  build: ExampleBuild & { label?: string },
): Promise<RouteFigures>;
