import { describe, expect, it } from 'vitest';
import {
  createRedactor,
  isSensitiveHeader,
  messageOf,
  type Redactor,
  safeRead,
} from '../../src/client/redact.js';

const apiKey = 'sk_live_Abc123';

function withKey(headers: Record<string, string> = {}): Redactor {
  return createRedactor(new Headers(headers), apiKey);
}

/** How many errors a cause chain holds, following `cause`. */
function chainLength(value: unknown): number {
  let length = 0;
  for (let current = value; current instanceof Error; current = current.cause) length++;
  return length;
}

describe('secret-looking header names', () => {
  it.each([
    'apikey',
    'api-key',
    'x-apikey',
    'x-api-key',
    'token',
    'secret',
    'session',
    'x-auth-token',
    'authorization',
    'proxy-authorization',
    'cookie',
    'set-cookie',
    'x-signing-key',
  ])('%s is secret', (name) => {
    expect(isSensitiveHeader(name)).toBe(true);
  });

  it.each(['x-needs-authorization', 'cookie-consent', 'x-key-id', 'accept', 'x-tokens-left'])(
    '%s is not secret',
    (name) => {
      expect(isSensitiveHeader(name)).toBe(false);
    },
  );
});

describe('redacting text', () => {
  it('masks the API key even when no header carries it', () => {
    expect(createRedactor(new Headers(), apiKey).text(`key=${apiKey}.`)).toBe('key=[redacted].');
  });

  it('masks the token of a `Bearer <token>` header on its own', () => {
    const redact = createRedactor(new Headers({ authorization: 'Bearer tok_987654' }));
    expect(redact.text('you sent tok_987654')).toBe('you sent [redacted]');
  });

  it('masks values of secret headers from 6 characters, and leaves shorter ones in the text', () => {
    const redact = createRedactor(new Headers({ 'x-api-key': 'abcdef', 'x-secret': 'vwxyz' }));
    expect(redact.text('abcdef vwxyz')).toBe('[redacted] vwxyz');
  });

  it('reads a secret header without the white space `Headers` keeps around it (a vertical tab, a no-break space)', () => {
    const redact = createRedactor(
      new Headers({ authorization: '\u00a0Bearer tok_987654\v', 'x-secret': '\u00a0\u00a0vwxyz' }),
    );
    // The token is found after the scheme, not after the leading no-break space.
    expect(redact.text('you sent tok_987654')).toBe('you sent [redacted]');
    // Five characters once trimmed: too short to search for, padding or not.
    expect(redact.text('got \u00a0\u00a0vwxyz')).toBe('got \u00a0\u00a0vwxyz');
  });

  it('masks a whole secret before any shorter secret inside it', () => {
    const redact = createRedactor(
      new Headers({ 'x-secret': `${apiKey}-extra`, 'x-session': `${apiKey}-longer-still` }),
      apiKey,
    );
    expect(redact.text(`a ${apiKey}-extra b ${apiKey}-longer-still c ${apiKey}`)).toBe(
      'a [redacted] b [redacted] c [redacted]',
    );
  });

  it('masks a key with non-ASCII characters in its UTF-8 percent-encoding', () => {
    const key = 'clé-secrète';
    const redact = createRedactor(new Headers(), key);
    expect(redact.text(`?k=${encodeURIComponent(key)}`)).toBe('?k=[redacted]');
    expect(redact.text(`?k=${encodeURIComponent(key).toLowerCase()}`)).toBe('?k=[redacted]');
  });

  it('reads `+` as a space only where the secret has a space', () => {
    const redact = createRedactor(new Headers(), 'open sesame');
    expect(redact.text('open+sesame')).toBe('[redacted]');
    expect(redact.text('o+en sesame, open+sesam+')).toBe('o+en sesame, open+sesam+');
  });

  it('clips after redacting, with an ellipsis only when text was cut', () => {
    const redact = withKey();
    expect(redact.clip('abc', 3)).toBe('abc');
    expect(redact.clip('abcd', 3)).toBe('abc…');
    expect(redact.clip(`${apiKey}!`, 10)).toBe('[redacted]…');
  });
});

describe('redacting values', () => {
  it('copies arrays, nulls and keys with secrets masked', () => {
    expect(withKey().deep({ [apiKey]: [apiKey, null, 1], none: null })).toEqual({
      '[redacted]': ['[redacted]', null, 1],
      none: null,
    });
  });

  it('cuts objects below 16 levels', () => {
    let nested: unknown = 'leaf';
    for (let level = 0; level < 20; level++) nested = { next: nested };
    let copy = withKey().deep(nested);
    for (let level = 0; level < 15; level++) copy = (copy as { next: unknown }).next;
    expect(copy).toEqual({ next: '[truncated]' });
  });

  it('cuts arrays below 16 levels', () => {
    let nested: unknown = 'leaf';
    for (let level = 0; level < 20; level++) nested = [nested];
    let copy = withKey().deep(nested);
    for (let level = 0; level < 15; level++) copy = (copy as unknown[])[0];
    expect(copy).toEqual(['[truncated]']);
  });
});

describe('redacting a cause', () => {
  it('passes the cause on as is when no secret is configured', () => {
    const cause = new Error('boom');
    expect(createRedactor(new Headers()).cause(cause)).toBe(cause);
  });

  it('keeps an absent cause absent', () => {
    expect(withKey().cause(undefined)).toBeUndefined();
  });

  it('keeps the name, a string code (redacted) and a numeric code', () => {
    const named = withKey().cause(
      Object.assign(new TypeError(`bad ${apiKey}`), { code: `E_${apiKey}` }),
    ) as Error & { code?: unknown };
    expect(named).toBeInstanceOf(Error);
    expect(named.name).toBe('TypeError');
    expect(named.message).toBe('bad [redacted]');
    expect(named.code).toBe('E_[redacted]');
    const numbered = withKey().cause(Object.assign(new Error('x'), { code: -111 })) as Error & {
      code?: unknown;
    };
    expect(numbered.code).toBe(-111);
  });

  it('drops a code that is neither a string nor a number, and a name that is not a string', () => {
    const cause = withKey().cause({ name: { apiKey }, code: { apiKey } }) as Error;
    expect(cause.name).toBe('Error');
    expect(Object.hasOwn(cause, 'code')).toBe(false);
    expect(JSON.stringify({ ...cause, name: cause.name })).not.toContain(apiKey);
  });

  it('describes a cause that is not an error', () => {
    expect((withKey().cause({ reason: 'x' }) as Error).message).toBe('non-Error cause');
  });

  it('follows the causes of a cause 3 levels down, no further', () => {
    let cause: Error = new Error('level 6');
    for (let level = 5; level >= 0; level--) cause = new Error(`level ${level}`, { cause });
    const safe = withKey().cause(cause) as Error;
    expect(chainLength(safe)).toBe(4);
    expect(((safe.cause as Error).cause as Error).message).toBe('level 2');
    expect(chainLength(withKey().cause(new Error('alone')))).toBe(1);
    expect((withKey().cause(new Error('alone')) as Error).cause).toBeUndefined();
  });
});

describe('reading values from outside', () => {
  it('reads properties of objects only', () => {
    expect(safeRead({ code: 'E' }, 'code')).toBe('E');
    expect(
      safeRead(
        Object.assign(() => {}, { code: 'E' }),
        'code',
      ),
    ).toBeUndefined();
    expect(safeRead('text', 'length')).toBeUndefined();
    expect(safeRead(null, 'code')).toBeUndefined();
  });

  it('says what a thrown value says', () => {
    expect(messageOf(new Error('boom'), 'fallback')).toBe('boom');
    expect(messageOf({}, 'fallback')).toBe('fallback');
    expect(messageOf('plain text', 'fallback')).toBe('plain text');
    expect(messageOf(42, 'fallback')).toBe('42');
    expect(messageOf(null, 'fallback')).toBe('null');
    expect(messageOf(undefined, 'fallback')).toBe('undefined');
  });
});
