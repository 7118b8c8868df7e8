import { setServerSanitizerFactory } from '../html/sanitizerRegistry.js';
import { createServerSanitizer } from './createServerSanitizer.js';

/**
 * Lets `ContentBody` create the jsdom server sanitizer the first time it renders on a server
 * with none installed, so server rendering needs no setup. An installed sanitizer
 * (`installServerSanitizer`) always wins. Without jsdom the output stays safe text and
 * development logs what to install. Called by the package's `node` and `react-server` entries.
 */
export function sanitizeOnFirstUse(): void {
  setServerSanitizerFactory(() => createServerSanitizer());
}
