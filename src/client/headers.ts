import { invalidRequest } from './errors.js';
import type { HeadersLike } from './options.js';
import { isSensitiveHeader } from './redact.js';

/** `new Headers(init)`, refusing bad names and values without quoting them (a value may be a secret). */
export function toHeaders(init: HeadersLike | undefined): Headers {
  try {
    return new Headers(init);
  } catch {
    throw invalidRequest('headers contain an invalid name or value', 'headers');
  }
}

/** The headers of one call: the client's, with the call's own set over them. */
export function callHeaders(client: Headers, call: HeadersLike | undefined): Headers {
  const headers = new Headers(client);
  toHeaders(call).forEach((value, name) => {
    headers.set(name, value);
  });
  return headers;
}

/** Whether `headers` carry a secret (the API key's `authorization`, a token, a cookie, …). */
export function carriesSecrets(headers: Headers): boolean {
  let found = false;
  headers.forEach((_value, name) => {
    found ||= isSensitiveHeader(name);
  });
  return found;
}
