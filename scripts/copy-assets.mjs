// Writes the non-TypeScript assets into dist: the optional stylesheet, as one file. In the
// sources it is split by concern (src/styles/*.css) behind an index of @imports
// (src/styles.css); here the @imports are replaced by the files they name, in order, so an
// app's <link> or bundler loads one stylesheet with no import waterfall.
import { readFileSync, writeFileSync } from 'node:fs';

const index = new URL('../src/styles.css', import.meta.url);
const joined = readFileSync(index, 'utf8')
  .replace(/^\/\* Parts by concern;.*\*\/\n/m, '')
  .replace(/^@import "(\.\/styles\/[\w-]+\.css)";\n/gm, (_, path) =>
    readFileSync(new URL(path, index), 'utf8'),
  );
if (joined.includes('@import')) {
  throw new Error(
    'src/styles.css: an @import this script does not inline; list parts as @import "./styles/name.css";',
  );
}
writeFileSync(new URL('../dist/styles.css', import.meta.url), joined);
