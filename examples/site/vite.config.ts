import { defineConfig } from 'vite';
import { sharedViteConfig } from '../../vite.config.js';
import { demoImagesPlugin } from '../demoImagesVitePlugin.js';

// Inside this repository the site uses the library's sources through the repository's one
// Vite config; a real site installs the package and needs only `plugins: [react()]`.
export default defineConfig({
  ...sharedViteConfig,
  // The demo pictures the in-browser mock points at (`demoImageBaseUrl: '/demo-images/'`).
  plugins: [...(sharedViteConfig.plugins ?? []), demoImagesPlugin()],
  server: { host: '127.0.0.1', port: 5174 },
  preview: { host: '127.0.0.1', port: 4174 },
});
