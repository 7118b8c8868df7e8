import type { Redactor } from '../client/redact.js';

/**
 * JSON's escapes undone (`\u0041` → `A`, `\"` → `"`), so a key written with escapes is
 * found too: a client's `JSON.parse` would reveal it. Detection only, so an odd `\\u0041`
 * that decodes to a false match costs at worst a refused answer.
 */
function withoutJsonEscapes(text: string): string {
  return text
    .replace(/\\u([0-9a-fA-F]{4})/g, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    )
    .replace(/\\(["\\/])/g, '$1');
}

/**
 * Whether any of `texts` holds a secret of `redactor` (the API key or a configured secret
 * header's value), as written, percent- or form-encoded in any way (the client's redaction
 * patterns), or behind JSON escapes.
 */
export function containsSecret(redactor: Redactor, texts: readonly string[]): boolean {
  return texts.some((text) => {
    if (redactor.text(text) !== text) return true;
    if (!text.includes('\\')) return false;
    const unescaped = withoutJsonEscapes(text);
    return redactor.text(unescaped) !== unescaped;
  });
}
