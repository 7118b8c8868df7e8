import { getEventListeners } from 'node:events';
import { createContentClient } from 'content-delivery-react/client';
import { describe, expect, it } from 'vitest';
import { onAbort, untilAborted } from '../../src/client/abort.js';
import { failureOf } from '../helpers/localServer.js';

describe('onAbort', () => {
  it('adds one listener to a signal however many watch it', () => {
    const controller = new AbortController();
    for (let i = 0; i < 12; i++) onAbort(controller.signal, () => {});
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
  });

  it('calls no listener that stopped watching', () => {
    const controller = new AbortController();
    const called: string[] = [];
    const stop = onAbort(controller.signal, () => called.push('stopped'));
    onAbort(controller.signal, () => called.push('watching'));
    stop();
    controller.abort();
    expect(called).toEqual(['watching']);
  });
});

describe('untilAborted', () => {
  it('starts nothing for a signal aborted already, and rejects with its reason', async () => {
    const reason = new Error('page left');
    let started = 0;
    const error = await failureOf(
      untilAborted(AbortSignal.abort(reason), async () => {
        started++;
      }),
    );
    expect(error).toMatchObject({
      kind: 'aborted',
      message: 'the search was aborted',
      cause: reason,
    });
    expect(started).toBe(0);
  });
});

describe('the signal option', () => {
  it.each([
    ['an object with only aborted', { aborted: false }],
    ['an object with only addEventListener', { addEventListener: () => {} }],
  ])('refuses %s before sending anything', async (_what, signal) => {
    let sent = 0;
    const fetch = async () => {
      sent++;
      return Response.json([]);
    };
    const client = createContentClient({ baseUrl: 'https://cds.test', fetch });
    const error = await failureOf(
      client.getCategories('acme', { signal: signal as unknown as AbortSignal }),
    );
    expect(error).toMatchObject({
      kind: 'invalid-request',
      message: 'signal must be an AbortSignal',
      field: 'signal',
    });
    expect(sent).toBe(0);
  });
});
