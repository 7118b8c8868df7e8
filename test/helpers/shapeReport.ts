import type { ShapeReport } from '../../src/client/normalize.js';

/**
 * A `ShapeReport` that records what a lenient read did not take as sent, for tests that call
 * the client's readers directly (the client itself turns each report into an event).
 */
export function recordingReport() {
  const ignored: { field: string; itemId: string | undefined }[] = [];
  const leftOut: { field: string; problem: string; itemId: string | undefined }[] = [];
  const report: ShapeReport = {
    fieldIgnored: (field, itemId) => ignored.push({ field, itemId }),
    itemLeftOut: (field, problem, itemId) => leftOut.push({ field, problem, itemId }),
  };
  return { report, ignored, leftOut };
}
