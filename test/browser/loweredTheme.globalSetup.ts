// Runs in Node before the browser tests: the stylesheet as a user's production build ships it.
// Vite 8 with its default CSS targets ('baseline-widely-available': Chrome 111, Safari 16.4)
// minifies with Lightning CSS, which lowers light-dark() to `--lightningcss-light/dark`
// toggles (Next.js Turbopack with its default browserslist does the same). Built with Vite's
// own defaults, not a copy of its targets, so the test follows what Vite really ships.
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `styles.css` as a default Vite production build emits it (light-dark() lowered). */
    loweredStyles: string;
    /** A host page's own `html { color-scheme: dark }`, from the same build. */
    loweredRootDark: string;
  }
}

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export default async function buildStylesAsViteDoes(project: TestProject): Promise<void> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: path('../..'),
    build: {
      write: false,
      rollupOptions: {
        input: {
          styles: path('../../src/styles.css'),
          hostRootDark: path('../fixtures/theme/hostRootDark.css'),
        },
      },
    },
  });
  // A watcher only comes back from a build in watch mode.
  const builds = Array.isArray(result) ? result : 'output' in result ? [result] : [];
  const outputs = builds.flatMap((output) => output.output);
  const css = (name: string) => {
    const asset = outputs.find(
      (output) => output.type === 'asset' && output.fileName.startsWith(`assets/${name}-`),
    );
    if (asset?.type !== 'asset') throw new Error(`no ${name} CSS in the Vite build`);
    return String(asset.source);
  };
  project.provide('loweredStyles', css('styles'));
  project.provide('loweredRootDark', css('hostRootDark'));
}
