#!/usr/bin/env node
// `content-delivery-mock` / `npm run mock`: the mock service on 127.0.0.1 for any HTTP client.
import { parseArgs } from 'node:util';
import { startMockServer } from './server.js';

const usage = `Usage: content-delivery-mock [--port 4010] [--host 127.0.0.1] [--api-key KEY]
                             [--latency MS] [--failure-rate 0..1]
Serves the demo data set of content-delivery-react over HTTP. PORT and MOCK_PORT are read too.`;

function number(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (value.trim() === '' || !Number.isFinite(parsed) || parsed < 0) {
    console.error(`--${name} must be a number >= 0, got "${value}"\n\n${usage}`);
    process.exit(2);
  }
  return parsed;
}

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    'api-key': { type: 'string' },
    latency: { type: 'string' },
    'failure-rate': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help) {
  console.log(usage);
  process.exit(0);
}

const server = await startMockServer({
  port: number(values.port ?? process.env.MOCK_PORT ?? process.env.PORT ?? '4010', 'port'),
  host: values.host,
  apiKey: values['api-key'],
  latencyMs: number(values.latency, 'latency'),
  failureRate: number(values['failure-rate'], 'failure-rate'),
});

console.log(`Mock Content Delivery Service on ${server.url}
  try: ${server.url}/api/v1/content/brands/acme-outdoor/categories
       ${server.url}/api/v1/content/brands/acme-outdoor/lang/en?page=1&pageSize=5
  brands: acme-outdoor, globex-finance${values['api-key'] ? '\n  requires: Authorization: Bearer <api key>' : ''}
Press Ctrl+C to stop.`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close().finally(() => process.exit(0));
  });
}
