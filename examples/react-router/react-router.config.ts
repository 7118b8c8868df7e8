import type { Config } from '@react-router/dev/config';

/**
 * Server rendering on every request: pages read the service in loaders, with the key on the
 * server only. React Router 8 made the v7 `future.v8_*` flags this site turned on its defaults
 * (middleware, the Vite Environment API, raw requests in loaders, trailing-slash-aware `.data`
 * URLs) and moved route module splitting to `splitRouteModules`, `true` by default: nothing to set.
 */
export default {
  ssr: true,
  appDirectory: 'app',
} satisfies Config;
