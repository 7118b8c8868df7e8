// Serves the demo data's pictures for the examples that run the mock in the browser
// (createMockFetch has no server, so the app serves `/demo-images/…` itself). Inside this
// repository it imports the sources; an app of your own imports `content-delivery-react/mock`.
import type { Plugin } from 'vite';
import { createDemoDataset, demoImageResponse } from '../src/mock/index.node.js';

/** Every demo image path the demo data points at (item images and body images). */
function demoImagePaths(): string[] {
  const json = JSON.stringify(createDemoDataset());
  const paths = json.matchAll(/https:\/\/demo-images\.invalid\/([a-z0-9-]+\/[a-z0-9-]+\.svg)/g);
  return [...new Set([...paths].map((match) => `demo-images/${match[1]}`))];
}

/**
 * `vite` (dev): answers `GET|HEAD /demo-images/{brand}/{name}.svg` with `demoImageResponse`
 * (404 for a name the demo data cannot contain, 405 for any other method).
 * `vite build`: when the build ships the mock (`VITE_CDS_MOCK=true` and no `VITE_CDS_BASE_URL`,
 * as in src/content.ts), writes every demo image into `dist/demo-images/` (about 200 files,
 * 0.6 MB) for static hosting; any other build gets none.
 */
export function demoImagesPlugin(): Plugin {
  let shipsMock = false;
  return {
    name: 'cdr-demo-images',
    configResolved(config) {
      shipsMock = config.env.VITE_CDS_MOCK === 'true' && !config.env.VITE_CDS_BASE_URL;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith('/demo-images/')) return next();
        // GET and HEAD as asked; any other method as a POST, which the mock answers with 405
        // (never the picture). Not req.method itself: `new Request` throws on CONNECT or TRACE.
        const method = req.method === 'GET' || req.method === 'HEAD' ? req.method : 'POST';
        const response = demoImageResponse(
          new Request(new URL(req.url, 'http://vite.local'), { method }),
        );
        if (response === undefined) return next();
        res.writeHead(response.status, Object.fromEntries(response.headers));
        response.arrayBuffer().then((body) => res.end(Buffer.from(body)), next);
      });
    },
    async generateBundle() {
      if (!shipsMock) return;
      for (const fileName of demoImagePaths()) {
        const response = demoImageResponse(new Request(`http://vite.local/${fileName}`));
        if (response?.status !== 200) throw new Error(`No demo image for ${fileName}`);
        this.emitFile({ type: 'asset', fileName, source: await response.text() });
      }
    },
  };
}
