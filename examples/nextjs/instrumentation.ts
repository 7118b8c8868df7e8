// Next.js calls `register()` once when a server instance starts, before it serves a request.
// OpenTelemetry starts only where a collector is configured (OTEL_EXPORTER_OTLP_ENDPOINT, which
// the OTLP exporter reads), so the app builds and runs without one. The keyed client records
// through `openTelemetry()` from content-delivery-react/opentelemetry, which uses the provider
// registered here (docs/observability.md).
export async function register(): Promise<void> {
  // Only in Node.js, where all the server code of the example runs (proxy.ts too): the Edge
  // runtime's bundle then carries none of the SDK.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (!process.env.OTEL_EXPORTER_OTLP_ENDPOINT) return;
  const { registerOTel } = await import('@vercel/otel');
  // OTEL_SERVICE_NAME, OTEL_EXPORTER_OTLP_HEADERS and the other OTEL_* variables apply too.
  registerOTel({ serviceName: 'content-delivery-react-example' });
}
