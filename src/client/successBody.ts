import type { Call } from './call.js';
import { invalidResponseError } from './responseErrors.js';
import { ResponseShapeError } from './responseShapeError.js';

/** JSON under any of the spec's media types (`application/json`, `+json`, `text/json`, `text/plain`). */
const jsonMediaType = /^(?:application\/(?:[\w.+-]+\+)?json|text\/json|text\/plain)\b/i;

/**
 * Reads a 2xx answer's body with `parse`, after checking its content type (JSON, or none
 * at all) and that it is JSON; every failure is an `invalid-response`, never retried.
 */
export function parseSuccessBody<T>(
  call: Call,
  response: Response,
  status: number,
  text: string,
  parse: (json: unknown) => T,
): T {
  const { redact } = call;
  const invalidResponse = (summary: string, details?: { field?: string; cause?: unknown }) =>
    invalidResponseError(call, status, summary, details);
  const type = response.headers.get('content-type')?.trim();
  if (type && !jsonMediaType.test(type))
    throw invalidResponse(`content type ${redact.clip(type)} is not JSON`);
  if (!text.trim()) throw invalidResponse('empty body');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // The parser's message quotes part of the body, which may hold part of a secret: not kept.
    throw invalidResponse('not valid JSON');
  }
  try {
    return parse(json);
  } catch (error) {
    if (error instanceof ResponseShapeError) {
      throw invalidResponse(error.describe(redact.clip), { field: error.field });
    }
    // Anything else is a bug in the parser, which no retry would fix: not a network error.
    const thrown = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw invalidResponse(`could not be read (${redact.clip(thrown)})`, { cause: error });
  }
}
