import { elementWeight } from './elementWeight.js';

// A model of the HTML standard's tree construction ("in body" and the table modes), as far as
// the elements it builds depend on it: the stack of open elements and the list of active
// formatting elements. The parse-cost estimate (parseCost.ts) feeds it the tags of a body before
// any parser sees them, and reads how many elements the parser will build and how deep.
//
// It follows the parser where real content goes (paragraphs, lists, tables, formatting left
// open or closed out of order) and errs on the side of more elements where it simplifies:
// every start tag counts as an element (an ignored `<td>` outside a table, a second `<body>`),
// and content of `<select>` is read as ordinary markup. Where the parser re-creates formatting
// elements, it counts what the standard re-creates, not more: only entries closed implicitly
// (popped with a paragraph, a cell, a list item) are re-created, only those after the last one
// still open, at most three alike after the last marker (the "Noah's Ark" clause), and the
// adoption agency makes at most 8 × 4 copies. test/html/parseCostModel.test.ts checks that the
// estimate never falls below parse5's count, on random and real bodies.

/** The formatting elements: kept in the list of active formatting elements. */
const formattingTags: ReadonlySet<string> = new Set([
  'a',
  'b',
  'big',
  'code',
  'em',
  'font',
  'i',
  'nobr',
  's',
  'small',
  'strike',
  'strong',
  'tt',
  'u',
]);

/** Elements that put a marker in the list of active formatting elements (re-creation stops there). */
const markerTags: ReadonlySet<string> = new Set([
  'applet',
  'caption',
  'marquee',
  'object',
  'td',
  'template',
  'th',
]);

/** The standard's "special" category: blocks the adoption agency and the generic end tag stop at. */
// biome-ignore format: a list
const specialTags: ReadonlySet<string> = new Set([
  'address', 'applet', 'area', 'article', 'aside', 'base', 'basefont', 'bgsound', 'blockquote',
  'body', 'br', 'button', 'caption', 'center', 'col', 'colgroup', 'dd', 'details', 'dir', 'div',
  'dl', 'dt', 'embed', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'frame', 'frameset',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'head', 'header', 'hgroup', 'hr', 'html', 'iframe', 'img',
  'input', 'keygen', 'li', 'link', 'listing', 'main', 'marquee', 'menu', 'meta', 'nav', 'noembed',
  'noframes', 'noscript', 'object', 'ol', 'p', 'param', 'plaintext', 'pre', 'script', 'search',
  'section', 'select', 'source', 'style', 'summary', 'table', 'tbody', 'td', 'template',
  'textarea', 'tfoot', 'th', 'thead', 'title', 'tr', 'track', 'ul', 'wbr', 'xmp',
]);
/** The special (and scope-ending) elements of SVG and MathML. */
const foreignSpecialTags = {
  svg: new Set(['foreignobject', 'desc', 'title']),
  math: new Set(['mi', 'mo', 'mn', 'ms', 'mtext', 'annotation-xml']),
} as const;

/** Start tags that close an open `<p>` first and re-create no formatting element. */
// biome-ignore format: a list
const blockStartTags: ReadonlySet<string> = new Set([
  'address', 'article', 'aside', 'blockquote', 'center', 'details', 'dialog', 'dir', 'div', 'dl',
  'fieldset', 'figcaption', 'figure', 'footer', 'header', 'hgroup', 'main', 'menu', 'nav', 'ol',
  'p', 'search', 'section', 'summary', 'ul', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'listing',
  'form', 'plaintext', 'li', 'dd', 'dt', 'table', 'hr', 'xmp',
]);

const headingTags: ReadonlySet<string> = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Where "has an element in scope" stops looking. */
// biome-ignore format: a list
const scopeBoundaries: ReadonlySet<string> = new Set([
  'applet', 'caption', 'html', 'table', 'td', 'th', 'marquee', 'object', 'template',
]);
const tableParts: ReadonlySet<string> = new Set([
  'table',
  'tbody',
  'thead',
  'tfoot',
  'tr',
  'td',
  'th',
  'caption',
]);
const ignoredInBody: ReadonlySet<string> = new Set(['html', 'head', 'body', 'frame', 'frameset']);
const rowGroups: ReadonlySet<string> = new Set(['tbody', 'thead', 'tfoot']);
/** Start tags that leave foreign content (SVG, MathML) for HTML. */
// biome-ignore format: a list
const foreignBreakouts: ReadonlySet<string> = new Set([
  'b', 'big', 'blockquote', 'body', 'br', 'center', 'code', 'dd', 'div', 'dl', 'dt', 'em', 'embed',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'head', 'hr', 'i', 'img', 'li', 'listing', 'menu', 'meta',
  'nobr', 'ol', 'p', 'pre', 'ruby', 's', 'small', 'span', 'strong', 'strike', 'sub', 'sup',
  'table', 'tt', 'u', 'ul', 'var',
]);
/** A `<font>` leaves foreign content only with one of these attributes. */
const fontBreakout = /(?:^|[\s/])(?:color|face|size)(?:[\s/=]|$)/i;
/** Foreign elements whose content is HTML again, by namespace. */
const integrationPoints = {
  svg: new Set(['foreignobject', 'desc', 'title']),
  math: new Set(['mi', 'mo', 'mn', 'ms', 'mtext']),
} as const;
/** A MathML `<annotation-xml>` is an integration point only with an HTML encoding. */
const htmlEncoding = /encoding\s*=\s*["']?\s*(text\/html|application\/xhtml\+xml)/i;

function isSpecial(element: OpenElement): boolean {
  return element.foreign === false
    ? specialTags.has(element.name)
    : foreignSpecialTags[element.foreign].has(element.name);
}

function isScopeBoundary(element: OpenElement): boolean {
  return element.foreign === false
    ? scopeBoundaries.has(element.name)
    : foreignSpecialTags[element.foreign].has(element.name);
}

/** An entry of the list of active formatting elements. */
interface FormattingEntry {
  readonly name: string;
  /** Tag name and attributes as written: entries alike for the Noah's Ark clause. */
  readonly key: string;
  /** On the stack of open elements (else re-created before the next text or inline tag). */
  open: boolean;
}
const MARKER = 'marker';
type ListEntry = FormattingEntry | typeof MARKER;

interface OpenElement {
  readonly name: string;
  /** `svg` or `math` for foreign elements; `false` for HTML ones. */
  readonly foreign: 'svg' | 'math' | false;
  /** A foreign element whose content is read as HTML. */
  readonly integration?: boolean;
  readonly entry?: FormattingEntry | undefined;
}

/** The elements a parse of the tags fed so far builds (an upper bound), and the nesting. */
export class TreeBuilderModel {
  /** Elements built, each at its weight (`elementWeight`), an upper bound of the parser's count. */
  elements = 0;
  /** The deepest the stack of open elements got (the elements inside `<body>`). */
  deepest = 0;
  /** Open elements an end tag that closed nothing looked through (the parser's work). */
  strayWalk = 0;
  readonly #stack: OpenElement[] = [];
  readonly #formatting: ListEntry[] = [];

  /** Whether the current node is SVG or MathML, where start tags build foreign elements. */
  get inForeignContent(): boolean {
    const current = this.#stack.at(-1);
    return current !== undefined && current.foreign !== false && current.integration !== true;
  }

  /**
   * Whether a raw text element's content would be read as text. Not in foreign content, nor in
   * a `<select>`, where the parser ignores most start tags (the estimate then reads the content
   * as tags, which counts more, not less).
   */
  get readsRawText(): boolean {
    return !this.inForeignContent && this.#lastAt((element) => element.name === 'select') === -1;
  }

  /** Text between tags: the parser re-creates formatting elements before inserting it. */
  text(): void {
    if (!this.inForeignContent) this.#reconstruct();
  }

  startTag(name: string, attributes: string, selfClosing: boolean, isVoid: boolean): void {
    const current = this.#stack.at(-1);
    if (this.inForeignContent && current?.foreign) {
      if (!foreignBreakouts.has(name) && !(name === 'font' && fontBreakout.test(attributes))) {
        this.#build(name);
        // An `<svg>` in MathML stays MathML, save in an `<annotation-xml>`.
        const namespace =
          name === 'svg' && current.name === 'annotation-xml' ? 'svg' : current.foreign;
        if (!selfClosing) this.#pushForeign(name, namespace, attributes);
        return;
      }
      // Popped up to the nearest HTML element or integration point, then read as HTML.
      while (this.inForeignContent) this.#pop();
    }
    if (name === 'svg' || name === 'math') {
      this.#reconstruct();
      this.#build(name);
      if (!selfClosing) this.#pushForeign(name, name, attributes);
      return;
    }
    this.#build(name);
    // The document's own elements and frames: the parser ignores them in a body.
    if (ignoredInBody.has(name)) return;
    if (tableParts.has(name) || name === 'colgroup' || name === 'col') {
      if (this.#tableStart(name)) return;
    }
    if (blockStartTags.has(name)) {
      this.#closeBefore(name);
      // The one block whose text is raw: the formatting around it is re-created first.
      if (name === 'xmp') this.#reconstruct();
    } else {
      if (name === 'a') this.#closeOpenFormatting('a');
      if (name === 'button' && this.#inScope('button')) this.#popUntil('button');
      this.#reconstruct();
      if (name === 'nobr' && this.#inScope('nobr')) {
        // A `<nobr>` inside one: the adoption agency closes it, and what it closed is re-created.
        this.#endFormatting('nobr');
        this.#reconstruct();
      }
    }
    if (isVoid) return;
    let entry: FormattingEntry | undefined;
    if (formattingTags.has(name)) {
      entry = { name, key: `${name}${attributes.trim()}`, open: true };
      this.#addFormatting(entry);
    } else if (markerTags.has(name)) {
      this.#formatting.push(MARKER);
    }
    this.#push({ name, foreign: false, entry });
  }

  endTag(name: string): void {
    if (this.inForeignContent) {
      const at = this.#lastAt((element) => element.foreign === false);
      const match = this.#lastAt((element) => element.name === name);
      if (match > at) {
        while (this.#stack.length > match) this.#pop();
        return;
      }
    }
    if (formattingTags.has(name)) {
      this.#endFormatting(name);
    } else if (name === 'p') {
      if (this.#inScope('p', 'button')) this.#popUntil('p');
      else this.#build('p'); // `</p>` with no paragraph open builds an empty one.
    } else if (name === 'br') {
      this.#build('br'); // `</br>` is read as `<br>`.
      this.#reconstruct();
    } else if (headingTags.has(name)) {
      const at = this.#scopeIndex((element) => headingTags.has(element.name));
      if (at === -1) this.#stray();
      else this.#popTo(at);
    } else if (name === 'body' || name === 'html') {
      // Nothing closes: what follows is read in the body again.
    } else {
      const kind = name === 'li' ? 'list' : tableParts.has(name) ? 'table' : undefined;
      if (this.#inScope(name, kind)) {
        this.#popUntil(name, kind === 'table');
        // `</marquee>`, `</object>`, `</applet>`, `</template>` clear back to their marker.
        if (markerTags.has(name) && kind !== 'table') this.#clearToMarker();
      } else this.#genericEnd(name);
    }
  }

  /** A start tag that is part of a table, read as the table modes read it; true when handled. */
  #tableStart(name: string): boolean {
    // A template's content may be a table's parts: it holds them as a table would.
    const tableAt = this.#lastAt(
      (element) => (element.name === 'table' || element.name === 'template') && !element.foreign,
    );
    // Outside a table only `<table>` builds anything; the parser ignores the other parts.
    if (tableAt === -1) return name !== 'table';
    const context =
      this.#stack[
        this.#lastAt((element) => tableParts.has(element.name) || element.name === 'colgroup')
      ]?.name;
    const inCell = context === 'td' || context === 'th' || context === 'caption';
    if (name === 'table') {
      // A table inside a cell or a template nests; one directly in a table closes that table.
      if (inCell || this.#stack[tableAt]?.name === 'template') return false;
      this.#popTo(tableAt, true);
      this.#push({ name, foreign: false });
      return true;
    }
    if (name === 'col') {
      // Built inside a `<colgroup>`, which a `<col>` straight in a table implies.
      if (context !== 'colgroup') {
        this.#popTo(tableAt + 1, true);
        this.#build('colgroup');
      }
      return true;
    }
    // A new part closes what is open inside the table above where it goes (a cell, a row).
    const groupAt = this.#lastAt((element, at) => at > tableAt && rowGroups.has(element.name));
    const rowAt = this.#lastAt((element, at) => at > tableAt && element.name === 'tr');
    if (name === 'td' || name === 'th') {
      if (rowAt !== -1) {
        this.#popTo(rowAt + 1, true);
      } else {
        // A cell straight in a row group implies a `<tr>`; straight in a table, a `<tbody>` too.
        this.#popTo(groupAt === -1 ? tableAt + 1 : groupAt + 1, true);
        if (groupAt === -1) this.#implied('tbody');
        this.#implied('tr');
      }
      this.#formatting.push(MARKER);
    } else if (name === 'tr') {
      this.#popTo(groupAt === -1 ? tableAt + 1 : groupAt + 1, true);
      if (groupAt === -1) this.#implied('tbody');
    } else {
      // A row group, a caption or a column group goes straight in the table.
      this.#popTo(tableAt + 1, true);
      if (name === 'caption') this.#formatting.push(MARKER);
    }
    this.#push({ name, foreign: false });
    return true;
  }

  /** An element the parser builds for a table part whose parent is missing. */
  #implied(name: string): void {
    this.#build(name);
    this.#push({ name, foreign: false });
  }

  /** What a block start tag closes first: a paragraph, a list item, a heading, a table. */
  #closeBefore(name: string): void {
    if (name === 'li' || name === 'dd' || name === 'dt') {
      const items = name === 'li' ? ['li'] : ['dd', 'dt'];
      for (let at = this.#stack.length - 1; at >= 0; at--) {
        const element = this.#stack[at];
        if (element === undefined) break;
        if (items.includes(element.name)) {
          this.#popTo(at);
          break;
        }
        if (isSpecial(element) && !['address', 'div', 'p'].includes(element.name)) {
          break;
        }
      }
    }
    if (this.#inScope('p', 'button')) this.#popUntil('p');
    if (headingTags.has(name) && headingTags.has(this.#stack.at(-1)?.name ?? '')) this.#pop();
  }

  /** `<a>` while an `<a>` is active: the adoption agency for it, then it is taken out. */
  #closeOpenFormatting(name: string): void {
    for (let at = this.#formatting.length - 1; at >= 0; at--) {
      const entry = this.#formatting[at];
      if (entry === MARKER || entry === undefined) return;
      if (entry.name === name) {
        this.#endFormatting(name);
        this.#removeEntry(entry);
        const open = this.#lastAt((element) => element.entry === entry);
        if (open !== -1) this.#stack.splice(open, 1);
        return;
      }
    }
  }

  /**
   * An end tag of a formatting element (the adoption agency): in order, it pops; out of order,
   * with block elements opened after it still open, the parser copies it and the formatting
   * elements between, at most 8 rounds (one per block) of 1 + 3 copies.
   */
  #endFormatting(name: string): void {
    let entry: FormattingEntry | undefined;
    for (let at = this.#formatting.length - 1; at >= 0; at--) {
      const candidate = this.#formatting[at];
      if (candidate === MARKER || candidate === undefined) break;
      if (candidate.name === name) {
        entry = candidate;
        break;
      }
    }
    if (entry === undefined) {
      this.#genericEnd(name);
      return;
    }
    const at = this.#lastAt((element) => element.entry === entry);
    if (at === -1) {
      this.#removeEntry(entry);
      return;
    }
    if (this.#scopeIndex((element) => element.entry === entry) === -1) return;
    // The blocks opened after it and still open: the agency runs one round per block (at most
    // 8), each copying the element and the (at most 3) formatting elements before that block.
    const blocks: number[] = [];
    for (let index = at + 1; index < this.#stack.length; index++) {
      const element = this.#stack[index];
      if (element !== undefined && isSpecial(element)) blocks.push(index);
    }
    if (blocks.length === 0) {
      this.#popTo(at);
      this.#removeEntry(entry);
      return;
    }
    const rounds = Math.min(8, blocks.length);
    const kept: OpenElement[] = [];
    let from = at + 1;
    for (let round = 0; round < rounds; round++) {
      const block = blocks[round] ?? from;
      const copied: string[] = [];
      for (let index = from; index < block; index++) {
        const element = this.#stack[index];
        // Formatting elements before the block are copied and stay open; the others leave the stack.
        if (element?.entry?.open) {
          copied.push(element.name);
          kept.push(element);
        }
      }
      // The element, and the (at most 3) formatting elements nearest the block.
      for (const copy of [name, ...copied.slice(-3)]) this.#build(copy);
      const blockElement = this.#stack[block];
      if (blockElement) kept.push(blockElement);
      from = block + 1;
    }
    const rest = this.#stack.slice(from);
    this.#stack.length = at;
    this.#stack.push(...kept);
    if (rounds === blocks.length) {
      // The last round finds no block: it closes the last copy with all opened after the block.
      this.#stack.push(...rest);
      this.#popTo(this.#stack.length - rest.length);
      this.#removeEntry(entry);
    } else {
      // Stopped after 8 rounds: the copy stays open after the last block, with what followed.
      this.#stack.push({ name, foreign: false, entry }, ...rest);
    }
  }

  /** An end tag no other rule takes: closes the innermost element of its name, up to a block. */
  #genericEnd(name: string): void {
    for (let at = this.#stack.length - 1; at >= 0; at--) {
      const element = this.#stack[at];
      if (element === undefined) break;
      if (element.name === name && element.foreign === false) {
        this.#popTo(at);
        return;
      }
      if (isSpecial(element)) {
        this.strayWalk += this.#stack.length - at;
        return;
      }
    }
    this.strayWalk += this.#stack.length;
  }

  /** An end tag that closes nothing: the parser looked through the stack for it. */
  #stray(): void {
    this.strayWalk += this.#stack.length;
  }

  /** Re-creates the formatting entries closed implicitly, after the last open one or marker. */
  #reconstruct(): void {
    let from = this.#formatting.length;
    while (from > 0) {
      const entry = this.#formatting[from - 1];
      if (entry === MARKER || entry === undefined || entry.open) break;
      from--;
    }
    for (let at = from; at < this.#formatting.length; at++) {
      const entry = this.#formatting[at];
      if (entry === MARKER || entry === undefined) continue;
      this.#build(entry.name);
      entry.open = true;
      this.#push({ name: entry.name, foreign: false, entry });
    }
  }

  /** Adds a formatting entry; a fourth alike after the last marker drops the earliest. */
  #addFormatting(entry: FormattingEntry): void {
    let alike = 0;
    let earliest = -1;
    for (let at = this.#formatting.length - 1; at >= 0; at--) {
      const other = this.#formatting[at];
      if (other === MARKER || other === undefined) break;
      if (other.key === entry.key) {
        alike++;
        earliest = at;
      }
    }
    if (alike >= 3) this.#formatting.splice(earliest, 1);
    this.#formatting.push(entry);
  }

  #removeEntry(entry: FormattingEntry): void {
    const at = this.#formatting.indexOf(entry);
    if (at !== -1) this.#formatting.splice(at, 1);
  }

  /** Counts an element the parser builds, at its weight (parseCost.ts). */
  #build(name: string): void {
    this.elements += elementWeight(name);
  }

  /** Index of the innermost open element matching, or -1 (ES2022 has no `findLastIndex`). */
  #lastAt(matches: (element: OpenElement, at: number) => boolean): number {
    for (let at = this.#stack.length - 1; at >= 0; at--) {
      const element = this.#stack[at];
      if (element !== undefined && matches(element, at)) return at;
    }
    return -1;
  }

  #pushForeign(name: string, namespace: 'svg' | 'math', attributes: string): void {
    const integration =
      integrationPoints[namespace].has(name) ||
      (namespace === 'math' && name === 'annotation-xml' && htmlEncoding.test(attributes));
    this.#push({ name, foreign: namespace, integration });
  }

  #push(element: OpenElement): void {
    this.#stack.push(element);
    this.deepest = Math.max(this.deepest, this.#stack.length);
  }

  #pop(): void {
    const element = this.#stack.pop();
    if (element === undefined) return;
    if (element.entry) element.entry.open = false;
  }

  /**
   * Pops down to `at`. With `closesCell`, the parser closes a cell or caption on the way (a new
   * row, cell or table part, or an end tag of one): that clears the list of active formatting
   * elements back to its last marker, once. Other pops leave markers in place (a `<marquee>`
   * popped by a table part keeps its marker), as the parser does.
   */
  #popTo(at: number, closesCell = false): void {
    let cell = false;
    while (this.#stack.length > at) {
      const name = this.#stack.at(-1)?.name;
      cell ||= name === 'td' || name === 'th' || name === 'caption';
      this.#pop();
    }
    if (cell && closesCell) this.#clearToMarker();
  }

  #clearToMarker(): void {
    while (this.#formatting.length > 0 && this.#formatting.pop() !== MARKER) {}
  }

  #popUntil(name: string, closesCell = false): void {
    const at = this.#lastAt((element) => element.name === name && !element.foreign);
    if (at !== -1) this.#popTo(at, closesCell);
  }

  /** Index of the innermost open element matching, unless a scope boundary comes first. */
  #scopeIndex(
    matches: (element: OpenElement) => boolean,
    kind?: 'button' | 'list' | 'table',
  ): number {
    for (let at = this.#stack.length - 1; at >= 0; at--) {
      const element = this.#stack[at];
      if (element === undefined) break;
      if (matches(element)) return at;
      const boundary =
        kind === 'table'
          ? element.name === 'table' || element.name === 'template'
          : isScopeBoundary(element) ||
            (kind === 'button' && element.name === 'button') ||
            (kind === 'list' && (element.name === 'ol' || element.name === 'ul'));
      if (boundary) return -1;
    }
    return -1;
  }

  #inScope(name: string, kind?: 'button' | 'list' | 'table'): boolean {
    return this.#scopeIndex((element) => element.name === name && !element.foreign, kind) !== -1;
  }
}
