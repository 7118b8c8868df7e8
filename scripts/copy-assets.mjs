// Copies non-TypeScript assets (the optional stylesheet) into dist.
import { copyFileSync } from 'node:fs';

copyFileSync(
  new URL('../src/styles.css', import.meta.url),
  new URL('../dist/styles.css', import.meta.url),
);
