import { createContentClient } from 'content-delivery-react/client';
import { describe, expect, it } from 'vitest';
import { startCall } from '../../src/client/call.js';
import { resolveClientOptions } from '../../src/client/resolveClientOptions.js';
import { failureOf } from '../helpers/localServer.js';

describe('startCall', () => {
  it('tags a request with its own cache tags only, after those the caller gave', () => {
    const config = resolveClientOptions({ baseUrl: 'https://cds.test' });
    const plain = startCall(config, 'https://cds.test/x', ['brand:acme'], undefined);
    expect(plain.init.next.tags).toEqual(['brand:acme']);
    const tagged = startCall(config, 'https://cds.test/x', ['brand:acme'], {
      fetchOptions: { next: { tags: ['mine'] } },
    });
    expect(tagged.init.next.tags).toEqual(['mine', 'brand:acme']);
  });

  it('refuses headers it cannot send, naming the option but not the value', async () => {
    let sent = 0;
    const fetch = async () => {
      sent++;
      return Response.json([]);
    };
    const client = createContentClient({ baseUrl: 'https://cds.test', fetch });
    const error = await failureOf(
      client.getCategories('acme', { headers: { 'x-token': 'secret\nvalue' } }),
    );
    expect(error).toMatchObject({
      kind: 'invalid-request',
      message: 'headers contain an invalid name or value',
      field: 'headers',
    });
    expect(error.message).not.toContain('secret');
    expect(sent).toBe(0);
  });
});
