// The hostile classes of invariant 4 (bounded cost for any body), shared by the server rows
// (cost.mjs) and the Chromium rows (browser/cost.tsx): both must measure the same bodies.
// Plain JavaScript with no imports, so Node and the esbuild bundle of the page load it alike.

/** `unit` repeated and cut to `characters` (a tag cut at the end is dropped by the parser). */
const fill = (unit, characters) =>
  unit.repeat(Math.ceil(characters / unit.length)).slice(0, characters);

/**
 * Each class as a function of its length in characters; `article` is an ordinary article
 * (the longest demo item) that the last class repeats.
 */
export function hostileClasses(article) {
  return {
    'stray end tags </div><div>': (size) => fill('</div><div>', size),
    'stray end tags under 1 999 open elements': (size) =>
      `${'<span>'.repeat(1_999)}${fill('</x>', size - 11_994)}`,
    'open tags that never close, <div/>': (size) => fill('<div/>', size),
    '<p> repeated': (size) => fill('<p>', size),
    '<b><i><u> repeated (active formatting)': (size) => fill('<b><i><u>', size),
    '<b><p>x</b>y</p> (adoption agency)': (size) => fill('<b><p>x</b>y</p>', size),
    '<a> inside <a>': (size) => fill('<a href=#>x<a href=#>y', size),
    'tables in tables (foster parenting)': (size) => fill('<table>x', size),
    '<select> repeated': (size) => fill('<select><option>x', size),
    'unterminated tags, <a repeated': (size) => fill('<a', size),
    'unclosed <script': (size) => `<script>${'x'.repeat(size)}`,
    'unclosed <!--': (size) => `<!--${'x'.repeat(size)}`,
    'one tag with many attributes': (size) => {
      const parts = ['<p'];
      for (let i = 0, length = 7; length < size - 12; i++) {
        parts.push(` a${i}=1`);
        length += String(i).length + 4;
      }
      return `${parts.join('')}>x</p>`;
    },
    'empty sibling elements <div></div>': (size) => fill('<div></div>', size),
    'images <img src>': (size) => fill('<img src="https://example.com/x.png">', size),
    // At the default maxElements (5 000), so parsed at every size under maxLength: the most an
    // accepted body can cost, the rest of its length text. A link weighs 2, an image 4
    // (src/html/elementWeight.ts): the most of each taken, measured against the spans.
    '4 999 <span>x</span>, then text': (size) =>
      `${'<span>x</span>'.repeat(4_999)}${fill('text ', size - 69_986)}`,
    '2 499 <a href>x</a>, then text': (size) =>
      `${'<a href="https://example.com/x">x</a>'.repeat(2_499)}${fill('text ', size - 92_463)}`,
    '1 249 <img src>, then text': (size) =>
      `${'<img src="https://example.com/x.png">'.repeat(1_249)}${fill('text ', size - 46_213)}`,
    'ordinary article (longest demo) scaled up': (size) => fill(article, size),
  };
}

/** The longest body of the demo data set: the ordinary article the last class scales up. */
export function longestArticle(dataset) {
  return dataset.brands
    .flatMap((brand) => brand.items)
    .reduce((a, b) => (b.content.length > a.content.length ? b : a)).content;
}

// 2n stays under the default maxLength (200 000), so both are parsed when the elements allow.
export const sizes = { n: 99_000, twice: 198_000, megabyte: 1_000_000 };
