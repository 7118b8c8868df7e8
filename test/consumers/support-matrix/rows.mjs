// The support matrix: each row is a fresh app that installs the packed package beside these exact
// versions (with no npm flags) and runs check.mjs on this Node. The versions are exact so a run is
// repeatable; each row stands for its majors, so move a pin to the newest release of the same
// major when you touch it (`npm view msw@2 version`). Node comes from the npm registry's
// `node-<os>-<arch>` package, cached in .tools/node<major> (see scripts/support-matrix.mjs).

/**
 * @typedef {object} SupportMatrixRow
 * @property {string} name What the row proves, as the README states it.
 * @property {string} node Exact Node.js version the row installs and runs.
 * @property {Record<string, string>} dependencies The app's own dependencies beside the package:
 *   the peers, at exact versions.
 */

/** @type {readonly SupportMatrixRow[]} */
export const supportMatrixRows = [
  {
    name: 'Node 24 + msw 3 + React 19',
    // The version scripts/node24.sh pins: both then share .tools/node24.
    node: '24.21.0',
    dependencies: {
      // The optional peer of content-delivery-react/opentelemetry.
      '@opentelemetry/api': '1.10.0',
      msw: '3.0.5',
      react: '19.3.1',
      'react-dom': '19.3.1',
      '@tanstack/react-query': '5.108.4',
    },
  },
  {
    // The package's runtime floor (engines: >=20.19), on the newest Node 20 (this project's
    // machines have it as their system Node), with the oldest majors of the peer ranges.
    name: 'Node 20 + msw 2 + React 18.3',
    node: '20.20.2',
    dependencies: {
      // The floor of its peer range (^1.9.0): the API that @vercel/otel 2 and the 2.x SDK take.
      '@opentelemetry/api': '1.9.0',
      msw: '2.15.0',
      react: '18.3.1',
      'react-dom': '18.3.1',
      '@tanstack/react-query': '5.108.4',
    },
  },
];
