export type { Sanitizer, SanitizerOptions } from './createSanitizer.js';
export { createSanitizer } from './createSanitizer.js';
export { htmlToText } from './htmlToText.js';
export type { SanitizePolicy } from './policy.js';
export type { SafeUrlOptions } from './safeUrl.js';
export { safeFieldUrl, safeUrl } from './safeUrl.js';
export type { SanitizedElement, SanitizedNode } from './sanitizedTree.js';
export type { ContentBodyComponents } from './toReact.js';
