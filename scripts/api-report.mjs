// The API report: one file per public entry of package.json `exports` (api/<entry>.api.md),
// written by Microsoft's API Extractor from the built .d.ts files, so every change to the public
// surface shows in review.
//
//   node scripts/api-report.mjs           check: fails when an entry's surface differs from its
//                                         committed report (run in `npm test`, after the build)
//   node scripts/api-report.mjs --update  rewrites the reports (`npm run api`)
//
// The entries are read from package.json, so a new entry cannot be left out of the report.
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const root = fileURLToPath(new URL('..', import.meta.url));
const packageJsonFullPath = `${root}package.json`;
const manifest = JSON.parse(readFileSync(packageJsonFullPath, 'utf8'));
const update = process.argv.includes('--update');
const tempFolder = `${root}node_modules/.cache/api-report`;
mkdirSync(tempFolder, { recursive: true });

/** `.` → `content-delivery-react`, `./mock/server` → `mock-server`: the report's file name. */
const reportName = (entry) => (entry === '.' ? manifest.name : entry.slice(2).replaceAll('/', '-'));

/** The entries with types: every subpath but `./package.json` and the stylesheet. */
const entries = Object.entries(manifest.exports).flatMap(([entry, target]) =>
  typeof target === 'object' && typeof target.types === 'string' ? [[entry, target.types]] : [],
);

/** API Extractor's console messages this script says in its own words (or not at all). */
const quietMessages = new Set([
  'console-api-report-not-copied',
  'console-api-report-copied',
  'console-api-report-created',
  'console-compiler-version-notice',
]);

const failures = [];
for (const [entry, types] of entries) {
  const config = ExtractorConfig.prepare({
    configObjectFullPath: `${root}api-extractor.json`,
    packageJsonFullPath,
    configObject: {
      projectFolder: root,
      mainEntryPointFilePath: `<projectFolder>/${types.replace(/^\.\//, '')}`,
      // The compiler reads the built .d.ts files the way a consumer's TypeScript does.
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            module: 'NodeNext',
            moduleResolution: 'NodeNext',
            target: 'ES2022',
            lib: ['ES2022', 'DOM', 'DOM.Iterable'],
            jsx: 'react-jsx',
            strict: true,
            skipLibCheck: true,
            types: ['node'],
          },
          include: ['dist'],
        },
      },
      apiReport: {
        enabled: true,
        reportFileName: reportName(entry),
        reportFolder: '<projectFolder>/api/',
        reportTempFolder: tempFolder,
        // A type a public signature uses but no entry exports is written into the report with
        // its shape, so a reviewer sees it (not as a warning with a source line number, which
        // would change the report whenever lines above it move).
        includeForgottenExports: true,
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        compilerMessageReporting: { default: { logLevel: 'warning' } },
        extractorMessageReporting: {
          default: { logLevel: 'warning' },
          // Release tags (@public, @beta) are not how this package marks its surface: the entry is.
          'ae-missing-release-tag': { logLevel: 'none' },
          // A type a public signature uses but no entry exports (e.g. contentKeys' KeySource):
          // readable on hover, not importable, so not a promise; its shape is in the report.
          'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: false },
          // Members without a comment are marked `// (undocumented)` in the report itself.
          'ae-undocumented': { logLevel: 'none' },
          // `{@link}` in our comments names what is in scope in the source, which editors resolve;
          // API Extractor resolves it against the entry, where a type of another entry is missing.
          'ae-unresolved-link': { logLevel: 'none' },
        },
        // TSDoc syntax is not checked here (our comments are Markdown-flavoured for editors).
        tsdocMessageReporting: { default: { logLevel: 'none' } },
      },
    },
  });
  const result = Extractor.invoke(config, {
    localBuild: update,
    showVerboseMessages: false,
    messageCallback(message) {
      // Said once below, with the fix, instead of API Extractor's own wording.
      if (quietMessages.has(message.messageId)) message.handled = true;
    },
  });
  const file = `api/${reportName(entry)}.api.md`;
  if (result.apiReportChanged && !update) {
    failures.push(`${entry}: its public API differs from ${file}`);
  } else if (!result.succeeded) {
    failures.push(
      `${entry}: API Extractor reported ${result.errorCount} errors and ${result.warningCount} warnings`,
    );
  } else {
    console.log(`${file}: ${update && result.apiReportChanged ? 'updated' : 'up to date'}`);
  }
}

if (failures.length > 0) {
  console.error(
    `\nThe public API changed:\n${failures.map((line) => `  - ${line}`).join('\n')}\n\nIf the change is intended, run \`npm run api\` and commit api/*.api.md (the diff is what reviewers read).`,
  );
  process.exitCode = 1;
}
