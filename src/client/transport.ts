import { attemptRequest } from './attempt.js';
import { startCall, type TransportConfig } from './call.js';
import { abortedError } from './errorBuilding.js';
import { ContentApiError } from './errors.js';
import type { RequestOptions } from './options.js';
import type { Redactor } from './redact.js';
import { shouldRetry, waitBeforeRetry } from './retry.js';

/** Sends `GET url` with `tags` until it succeeds, fails for good, or runs out of retries. */
type Send = <T>(
  url: string,
  tags: string[],
  parse: (json: unknown, redact: Redactor) => T,
  options: RequestOptions | null | undefined,
) => Promise<T>;

/** Creates the function that sends one GET with timeout, retries, body checks and typed errors. */
export function createTransport(config: TransportConfig): Send {
  return async (url, tags, parse, options) => {
    const call = startCall(config, url, tags, options);
    const { signal } = call;
    for (;;) {
      if (signal?.aborted) throw abortedError(call);
      call.attempts++;
      try {
        return await attemptRequest(config, call, parse);
      } catch (error) {
        // Attempts reject with a ContentApiError only; the check keeps the types honest.
        if (
          !(error instanceof ContentApiError) ||
          !shouldRetry(error, call.attempts, config.retry)
        ) {
          throw error;
        }
        await waitBeforeRetry(error, call.attempts, config.retry, signal);
      }
    }
  };
}
