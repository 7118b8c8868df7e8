import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const biome = join(root, 'node_modules', '.bin', 'biome');

/** Probe files per layer: imports that must be refused, and ones that must stay allowed. */
const probes = {
  'src/client/reactProbe.ts': "import { useState } from 'react';\nexport const probe = useState;\n",
  'src/client/queryProbe.ts':
    "import { contentKeys } from '../query/contentKeys.js';\nexport const probe = contentKeys;\n",
  'src/query/componentsProbe.ts':
    "import { ContentCard } from '../components/ContentCard.js';\nexport const probe = ContentCard;\n",
  'src/query/htmlProbe.ts':
    "import { safeUrl } from '../html/safeUrl.js';\nexport const probe = safeUrl;\n",
  'src/html/contextProbe.ts':
    "import { useContext } from 'react';\nexport const probe = useContext;\n",
  'src/html/queryProbe.ts':
    "import { useContentData } from '../query/ContentDataProvider.js';\nexport const probe = useContentData;\n",
  'src/mock/normalizeProbe.ts':
    "import { normalizeCategories } from '../client/normalize.js';\nexport const probe = normalizeCategories;\n",
  'src/server/componentsProbe.ts':
    "import { ContentBody } from '../components/ContentBody.js';\nexport const probe = ContentBody;\n",
  'src/components/mockProbe.ts':
    "import { createMockFetch } from '../mock/createMockFetch.js';\nexport const probe = createMockFetch;\n",
  'src/proxy/queryProbe.ts':
    "import { contentKeys } from '../query/contentKeys.js';\nexport const probe = contentKeys;\n",
  'src/proxy/reactProbe.ts': "import { useState } from 'react';\nexport const probe = useState;\n",
  'src/components/contextProbeForServer.ts':
    "import { useComponentSettings } from './componentBuildForClient.js';\nexport const probe = useComponentSettings;\n",
  'src/client/openTelemetryProbe.ts':
    "import { trace } from '@opentelemetry/api';\nexport const probe = trace;\n",
  'src/components/openTelemetryProbe.ts':
    "import { trace } from '@opentelemetry/api';\nexport const probe = trace;\n",
  'src/opentelemetry/clientProbe.ts':
    "import { createContentClient } from '../client/createContentClient.js';\nexport const probe = createContentClient;\n",
  'src/opentelemetry/brandIndexProbe.ts':
    "import { createBrandIndex } from '../client/brandIndex/brandIndex.js';\nexport const probe = createBrandIndex;\n",
  'src/components/stateProbeForServer.ts':
    "import { useState } from 'react';\nexport const probe = useState;\n",
  'src/html/clientProbe.ts':
    "import { isAbortSignal } from '../client/abort.js';\nexport const probe = isAbortSignal;\n",
  'src/html/buildProbe.ts':
    "import { useComponentSettings } from '#component-build';\nexport const probe = useComponentSettings;\n",
  'src/shared/clientProbe.ts':
    "import { isAbortSignal } from '../client/abort.js';\nexport const probe = isAbortSignal;\n",
  'src/shared/packageProbe.ts':
    "import { useState } from 'react';\nexport const probe = useState;\n",
  // Allowed: the direction the layers point.
  'src/html/allowedServerSanitizerProbe.ts':
    "import { defaultServerSanitizer } from '#server-sanitizer';\nimport { isWellFormed } from '../shared/wellFormed.js';\nexport const probe = [defaultServerSanitizer, isWellFormed];\n",
  'src/client/allowedSharedProbe.ts':
    "import { isWellFormed } from '../shared/wellFormed.js';\nexport const probe = isWellFormed;\n",
  'src/components/allowedProbe.ts':
    "import { useContentData } from '../query/ContentDataProvider.js';\nimport { safeUrl } from '../html/safeUrl.js';\nexport const probe = [useContentData, safeUrl];\n",
  'src/query/allowedProbe.ts':
    "import { useQuery } from '@tanstack/react-query';\nimport { createContentClient } from '../client/createContentClient.js';\nexport const probe = [useQuery, createContentClient];\n",
  'src/mock/allowedProbe.ts':
    "import type { ContentItem } from '../client/types.js';\nexport type Probe = ContentItem;\n",
  'src/proxy/allowedProbe.ts':
    "import { endpointUrl } from '../client/url.js';\nexport const probe = endpointUrl;\n",
  'src/opentelemetry/allowedProbe.ts':
    "import { trace } from '@opentelemetry/api';\nimport { telemetryNames } from '../client/events.js';\nimport type { ContentItem } from '../client/types.js';\nexport const probe = [trace, telemetryNames];\nexport type Probe = ContentItem;\n",
  'src/html/allowedProbe.ts':
    "import { createElement } from 'react';\nexport const probe = createElement;\n",
  'src/components/allowedProbeForServer.ts':
    "import { mergeSettings } from './uiSettings.js';\nimport { safeUrl } from '../html/safeUrl.js';\nexport const probe = [mergeSettings, safeUrl];\n",
} as const;

const workspace = mkdtempSync(join(tmpdir(), 'cdr-layers-'));
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string };
}

/** Lints the probes with the project's own biome.json, in a copy outside the repository. */
function lintProbes(): Diagnostic[] {
  copyFileSync(join(root, 'biome.json'), join(workspace, 'biome.json'));
  for (const [path, source] of Object.entries(probes)) {
    mkdirSync(dirname(join(workspace, path)), { recursive: true });
    writeFileSync(join(workspace, path), source);
  }
  let output: string;
  try {
    output = execFileSync(biome, ['lint', '--vcs-enabled=false', '--reporter=json', 'src'], {
      cwd: workspace,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (error) {
    // Biome exits 1 when it reports errors; the report is still on stdout.
    output = String((error as { stdout?: unknown }).stdout ?? '');
  }
  return (JSON.parse(output) as { diagnostics: Diagnostic[] }).diagnostics;
}

describe('layers point one way (Biome noRestrictedImports per folder)', () => {
  const diagnostics = lintProbes().filter(
    (diagnostic) => diagnostic.category === 'lint/style/noRestrictedImports',
  );
  const refused = new Set(diagnostics.map((diagnostic) => diagnostic.location.path));

  it('refuses every wrong-way import, with a message naming the rule', () => {
    const wrongWay = Object.keys(probes).filter((path) => !path.includes('allowed'));
    expect([...refused].sort()).toEqual(wrongWay.sort());
    for (const diagnostic of diagnostics) {
      expect(diagnostic.message).toContain('Layers point one way');
    }
  });

  it('allows the imports the layers are meant to make', () => {
    const allowed = Object.keys(probes).filter((path) => path.includes('allowed'));
    for (const path of allowed) expect(refused.has(path)).toBe(false);
  });
});
