import { decodeEntities } from './entities.js';

/**
 * The readable text of an HTML string, without a DOM: what `ContentBody`
 * shows when it cannot sanitize. The result is rendered as React text (always
 * escaped), so no markup from it can ever become live. Linear in the length of `html`: an
 * unclosed `<script` or `<!--` runs to the end of the input, as in the HTML parser, so no
 * pattern rescans the rest of the input from each one.
 */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(
        /<(script|style|template|noscript|iframe|object|textarea)\b[\s\S]*?(<\/\1\s*>|$)/gi,
        ' ',
      )
      .replace(/<!--[\s\S]*?(-->|$)/g, ' ')
      .replace(
        /<\/(p|div|h[1-6]|li|tr|blockquote|pre|section|article|figure|table)\s*>|<br\s*\/?>/gi,
        '\n',
      )
      .replace(/<[^>]*>?/g, ' '),
  )
    .replace(/[ \t\f\r]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
