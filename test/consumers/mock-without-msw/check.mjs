// Type-checks index.ts as an app without msw would: in a temporary directory holding only this
// package (its package.json and built dist, as an install would), so neither `msw` nor any
// `@types` package can be resolved from there. Run after `npm run build` (by `check:package`).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = fileURLToPath(new URL('../../../', import.meta.url));
if (!existsSync(join(root, 'dist/mock/index.d.ts'))) {
  throw new Error('mock-without-msw: dist/ is missing; run `npm run build` first.');
}

const app = mkdtempSync(join(tmpdir(), 'cdr-mock-without-msw-'));
try {
  const installed = join(app, 'node_modules/content-delivery-react');
  mkdirSync(installed, { recursive: true });
  cpSync(join(root, 'package.json'), join(installed, 'package.json'));
  cpSync(join(root, 'dist'), join(installed, 'dist'), { recursive: true });
  cpSync(join(here, 'index.ts'), join(app, 'index.ts'));
  cpSync(join(here, 'tsconfig.json'), join(app, 'tsconfig.json'));

  // The check means something only where msw really is out of reach (no msw in a parent folder).
  const resolvesMsw = (() => {
    try {
      createRequire(join(app, 'index.ts')).resolve('msw');
      return true;
    } catch {
      return false;
    }
  })();
  if (resolvesMsw) throw new Error(`mock-without-msw: msw resolves from ${app}; cannot test.`);

  const tsc = createRequire(join(root, 'package.json')).resolve('typescript/bin/tsc');
  const run = spawnSync(process.execPath, [tsc, '-p', app], { encoding: 'utf8' });
  if (run.status !== 0) {
    process.stderr.write(`${run.stdout}${run.stderr}`);
    throw new Error('mock-without-msw: the /mock types do not compile without msw (see above).');
  }
  console.log('mock-without-msw: the /mock types compile without msw');
} finally {
  rmSync(app, { recursive: true, force: true });
}
