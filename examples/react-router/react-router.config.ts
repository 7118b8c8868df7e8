import type { Config } from '@react-router/dev/config';

/** Server rendering on every request: pages read the service in loaders, with the key on the server only. */
export default {
  ssr: true,
  appDirectory: 'app',
  // React Router v8 behaviour now (nothing here depends on the old one), which also keeps the
  // build quiet.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
