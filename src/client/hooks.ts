import type { RequestEvent, ResponseEvent } from './options.js';
import { isSensitiveHeader, type Redactor } from './redact.js';

/** Calls a logging hook; one that throws is reported and ignored, so logging never breaks a request. */
export function callHook<Event extends RequestEvent | ResponseEvent>(
  name: 'onRequest' | 'onResponse',
  hook: ((event: Event) => void) | undefined,
  event: Event,
): void {
  try {
    hook?.(event);
  } catch (error) {
    console.error(`[content-delivery-react] ${name} hook threw (ignored):`, error);
  }
}

/** Request headers as hooks see them: secret-looking ones as `[redacted]`, known secrets masked in the rest. */
export function headersForHooks(headers: Headers, redact: Redactor): Record<string, string> {
  const shown: Record<string, string> = {};
  headers.forEach((value, name) => {
    shown[name] = isSensitiveHeader(name) ? '[redacted]' : redact.text(value);
  });
  return shown;
}
