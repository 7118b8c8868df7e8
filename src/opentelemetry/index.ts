export type { OpenTelemetryOptions } from './openTelemetry.js';
export { openTelemetry } from './openTelemetry.js';
