// One check for text that is not well-formed UTF-16: a lone (unpaired) surrogate cannot be
// percent-encoded (`encodeURIComponent` throws on it), and server rendering writes it as U+FFFD,
// so every module that puts content into a URL, a store key or the page asks here.
// The same test as `String.prototype.isWellFormed`, which older browsers lack.

/** In a `u` RegExp a surrogate pair reads as one code point, so this matches lone surrogates only. */
const loneSurrogate = /\p{Surrogate}/u;
const loneSurrogates = /\p{Surrogate}/gu;

/** `true` unless `text` holds a lone surrogate (a UTF-16 surrogate half without its partner). */
export function isWellFormed(text: string): boolean {
  return !loneSurrogate.test(text);
}

/** `text` with every lone surrogate replaced by U+FFFD, as server rendering would write it. */
export function toWellFormed(text: string): string {
  return text.replace(loneSurrogates, '\uFFFD');
}
