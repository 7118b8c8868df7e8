import { ActiveFormattingList, type FormattingEntry } from './activeFormattingList.js';
import { elementWeight } from './elementWeight.js';
import { OpenElementStack } from './openElementStack.js';
import {
  blockStartTags,
  fontBreakout,
  foreignBreakouts,
  formattingTags,
  headingTags,
  htmlEncoding,
  ignoredInBody,
  impliedEndTags,
  integrationPoints,
  isSpecial,
  markerTags,
  type OpenElement,
  rowGroups,
  scopedEndTags,
  tableParts,
  templateHeadTags,
  templateTableTags,
} from './parserTags.js';

// A model of the HTML standard's tree construction ("in body" and the table modes), as far as
// the elements it builds depend on it: the stack of open elements (openElementStack.ts) and the
// list of active formatting elements (activeFormattingList.ts). The parse-cost estimate
// (parseCost.ts) feeds it the tags of a body before any parser sees them, and reads how many
// elements the parser will build and how deep.
//
// It follows the parser where real content goes (paragraphs, lists, tables, formatting left
// open or closed out of order, MathML) and errs on the side of more elements where it
// simplifies: every start tag counts as an element (an ignored `<td>` outside a table, a second
// `<body>`), and content of `<select>` is read as ordinary HTML markup (an `<svg>` in it too,
// which parse5 ignores and whose table tags would otherwise read as SVG's). Where the parser
// re-creates formatting elements, it counts what the standard re-creates, not more: only entries
// closed implicitly (popped with a paragraph, a cell, a list item) are re-created, only those
// after the last one still open, at most three alike after the last marker (the "Noah's Ark"
// clause), and the adoption agency makes at most 8 × 4 copies. test/html/parseCostModel.test.ts checks that
// the estimate never falls below parse5's count, on random bodies; each rule here is one that
// test found a body for.

/** The elements a parse of the tags fed so far builds (an upper bound), and the nesting. */
export class TreeBuilderModel {
  /** Elements built, each at its weight (`elementWeight`), an upper bound of the parser's count. */
  elements = 0;
  /** Open elements an end tag that closed nothing looked through (the parser's work). */
  strayWalk = 0;
  readonly #stack = new OpenElementStack();
  readonly #formatting = new ActiveFormattingList();
  /**
   * The parser's form element pointer: set by a `<form>` outside a template, cleared by
   * `</form>` alone (not when the form is closed otherwise). While set, a `<form>` is ignored.
   */
  #formPointer = false;

  /** The deepest the stack of open elements got (the elements inside `<body>`). */
  get deepest(): number {
    return this.#stack.deepest;
  }

  /** Whether the current node is SVG or MathML, where start tags build foreign elements. */
  get inForeignContent(): boolean {
    const current = this.#stack.current;
    return current !== undefined && current.foreign !== false && current.integration !== true;
  }

  /**
   * Whether a raw text element's content would be read as text. Not in foreign content, nor in
   * a `<select>`, where the parser ignores most start tags (the estimate then reads the content
   * as tags, which counts more, not less).
   */
  get readsRawText(): boolean {
    return !this.inForeignContent && this.#stack.lastNamed('select') === -1;
  }

  /** Whether the current node is a `<colgroup>`, where only whitespace text stays inside it. */
  get inColumnGroup(): boolean {
    const current = this.#stack.current;
    return current?.name === 'colgroup' && current.foreign === false;
  }

  /**
   * Text between tags: the parser re-creates formatting elements before inserting it. Text that
   * is not whitespace closes a column group first (`spaceOnly` tells, read only in one).
   */
  text(spaceOnly = false): void {
    if (!spaceOnly) this.#leaveColumnGroup();
    if (!this.inForeignContent) this.#reconstruct();
  }

  startTag(name: string, attributes: string, selfClosing: boolean, isVoid: boolean): void {
    if (name !== 'col' && name !== 'template' && name !== 'html') this.#leaveColumnGroup();
    const current = this.#stack.current;
    // A template's first start tag sets how it reads table parts until it closes.
    if (
      current?.name === 'template' &&
      current.foreign === false &&
      current.templateMode === undefined &&
      !templateHeadTags.has(name)
    ) {
      current.templateMode = templateTableTags.has(name) ? 'table' : 'body';
    }
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
      while (this.inForeignContent) this.#stack.pop();
    }
    if ((name === 'svg' || name === 'math') && this.#stack.lastNamed('select') === -1) {
      this.#reconstruct();
      this.#build(name);
      if (!selfClosing) this.#pushForeign(name, name, attributes);
      return;
    }
    if (name === 'input' || name === 'keygen' || name === 'textarea' || name === 'select') {
      // These close an open `<select>` (outside a template in it); a second `<select>` only
      // closes the first.
      const selectAt = this.#stack.lastNamed('select');
      if (selectAt > this.#stack.lastNamed('template')) {
        this.#stack.popTo(selectAt);
        if (name === 'select') return;
      }
    }
    this.#build(name);
    // The document's own elements and frames: the parser ignores them in a body.
    if (ignoredInBody.has(name)) return;
    if (tableParts.has(name) || name === 'colgroup' || name === 'col') {
      if (this.#tableStart(name)) return;
    }
    if (name === 'form') {
      const inTemplate = this.#stack.lastNamed('template') !== -1;
      if (this.#formPointer && !inTemplate) return;
      if (!inTemplate) this.#formPointer = true;
      // A `<form>` in a table is built and closed at once (or ignored): it closes no paragraph.
      if (this.#inTableMode()) return;
    }
    if (blockStartTags.has(name)) {
      this.#closeBefore(name);
      // The one block whose text is raw: the formatting around it is re-created first.
      if (name === 'xmp') this.#reconstruct();
    } else {
      if (name === 'a') this.#closeActiveLink();
      if (name === 'button' && this.#stack.inScope('button')) this.#popUntil('button');
      this.#reconstruct();
      if (name === 'nobr' && this.#stack.inScope('nobr')) {
        // A `<nobr>` inside one: the adoption agency closes it, and what it closed is re-created.
        this.#endFormatting('nobr');
        this.#reconstruct();
      }
    }
    if (isVoid) return;
    let entry: FormattingEntry | undefined;
    if (formattingTags.has(name)) {
      entry = { name, key: `${name}${attributes.trim()}`, open: true };
      this.#formatting.add(entry);
    } else if (markerTags.has(name)) {
      this.#formatting.pushMarker();
    }
    this.#stack.push({ name, foreign: false, entry });
  }

  endTag(name: string): void {
    if (name !== 'colgroup' && name !== 'col' && name !== 'template') this.#leaveColumnGroup();
    // `</p>` and `</br>` leave foreign content first, as the start tags that break out do.
    if (name === 'p' || name === 'br') while (this.inForeignContent) this.#stack.pop();
    // An end tag whose current node is foreign, an integration point too (`</foreignObject>`),
    // closes the innermost foreign element of its name first.
    if (this.#stack.current?.foreign) {
      const html = this.#stack.lastAt((element) => element.foreign === false);
      const match = this.#stack.lastAt((element) => element.name === name);
      if (match > html) {
        this.#stack.popTo(match);
        return;
      }
    }
    if (formattingTags.has(name)) {
      this.#endFormatting(name);
    } else if (name === 'p') {
      if (this.#stack.inScope('p', 'button')) this.#popUntil('p');
      else this.#build('p'); // `</p>` with no paragraph open builds an empty one.
    } else if (name === 'br') {
      this.#build('br'); // `</br>` is read as `<br>`.
      this.#reconstruct();
    } else if (headingTags.has(name)) {
      const at = this.#stack.scopeIndex((element) => headingTags.has(element.name));
      if (at === -1) this.strayWalk += this.#stack.elements.length;
      else this.#stack.popTo(at);
    } else if (name === 'body' || name === 'html') {
      // Nothing closes: what follows is read in the body again.
    } else if (name === 'form' && this.#stack.lastNamed('template') === -1) {
      this.#endForm();
    } else if (name === 'template') {
      // Closes the innermost template wherever it is (no scope), with what is open inside it.
      const at = this.#stack.lastNamed('template');
      if (at !== -1) {
        this.#stack.popTo(at);
        this.#formatting.clearToMarker();
      }
    } else if (name === 'table' && !this.#stack.inScope('table', 'table')) {
      // No table in scope (a template's parts): a caption still closes, as a row and its group do.
      const captionAt =
        this.#tableContext() === 'caption'
          ? this.#stack.scopeIndex((element) => element.name === 'caption', 'table')
          : -1;
      if (captionAt !== -1) this.#popClosingCells(captionAt);
      else if (!this.#closeRowGroup()) this.#genericEnd(name);
    } else if (rowGroups.has(name) && !this.#stack.inScope(name, 'table')) {
      // In a row, parse5 closes the row for a row group's end tag even with no such group open.
      const rowAt = this.#stack.scopeIndex((element) => element.name === 'tr', 'table');
      if (this.#tableContext() === 'tr' && rowAt !== -1) this.#popClosingCells(rowAt);
      else this.#genericEnd(name);
    } else if (scopedEndTags.has(name) || tableParts.has(name)) {
      const kind = name === 'li' ? 'list' : tableParts.has(name) ? 'table' : undefined;
      if (this.#stack.inScope(name, kind)) {
        this.#popUntil(name, kind === 'table');
        // `</marquee>`, `</object>`, `</applet>` clear back to their marker.
        if (markerTags.has(name) && kind !== 'table') this.#formatting.clearToMarker();
      } else {
        // Not in scope: a boundary (all special) comes first, so this only counts the walk.
        this.#genericEnd(name);
      }
    } else {
      this.#genericEnd(name);
    }
  }

  /** A start tag that is part of a table, read as the table modes read it; true when handled. */
  #tableStart(name: string): boolean {
    const stack = this.#stack;
    // A template's content may be a table's parts: it holds them as a table would.
    const tableAt = stack.lastAt(
      (element) =>
        (element.name === 'table' || element.name === 'template') && element.foreign === false,
    );
    // Outside a table only `<table>` builds anything; the parser ignores the other parts, as a
    // template does whose content began as a body's.
    if (tableAt === -1 || stack.elements[tableAt]?.templateMode === 'body') return name !== 'table';
    const context = this.#tableContext();
    const inCell = context === 'td' || context === 'th' || context === 'caption';
    if (name === 'table') {
      // A table inside a cell nests; one directly in a table closes that table.
      if (inCell) return false;
      if (stack.elements[tableAt]?.name === 'template') {
        // A template's table parts have no table to close: it closes their row and row group,
        // and is ignored.
        this.#closeRowGroup();
        return true;
      }
      this.#popClosingCells(tableAt);
      stack.push({ name, foreign: false });
      return true;
    }
    if (name === 'col') {
      // Built inside a `<colgroup>`, which a `<col>` straight in a table implies.
      if (context !== 'colgroup') {
        this.#popClosingCells(tableAt + 1);
        this.#build('colgroup');
      }
      return true;
    }
    // A new part closes what is open inside the table above where it goes (a cell, a row).
    const groupAt = stack.lastAt((element, at) => at > tableAt && rowGroups.has(element.name));
    const rowAt = stack.lastAt((element, at) => at > tableAt && element.name === 'tr');
    if (name === 'td' || name === 'th') {
      if (rowAt !== -1) {
        this.#popClosingCells(rowAt + 1);
      } else {
        // A cell straight in a row group implies a `<tr>`; straight in a table, a `<tbody>` too.
        this.#popClosingCells(groupAt === -1 ? tableAt + 1 : groupAt + 1);
        if (groupAt === -1) this.#implied('tbody');
        this.#implied('tr');
      }
      this.#formatting.pushMarker();
    } else if (name === 'tr') {
      this.#popClosingCells(groupAt === -1 ? tableAt + 1 : groupAt + 1);
      if (groupAt === -1) this.#implied('tbody');
    } else {
      // A row group, a caption or a column group goes straight in the table.
      this.#popClosingCells(tableAt + 1);
      if (name === 'caption') this.#formatting.pushMarker();
    }
    stack.push({ name, foreign: false });
    return true;
  }

  /**
   * What `<table>` and `</table>` do in a row or a row group with no table in table scope (a
   * template's): close the row and its group, with what was opened in them. Whether it did.
   */
  #closeRowGroup(): boolean {
    const context = this.#tableContext() ?? '';
    if (context !== 'tr' && !rowGroups.has(context)) return false;
    const rowAt = this.#stack.scopeIndex((element) => element.name === 'tr', 'table');
    const groupAt = this.#stack.scopeIndex((element) => rowGroups.has(element.name), 'table');
    const closes = groupAt === -1 ? rowAt : groupAt;
    if (closes === -1) return false;
    this.#popClosingCells(closes);
    return true;
  }

  /**
   * A column group holds only `<col>`, `<template>` and whitespace: anything else closes it (the
   * parser pops it and reads the token in the table), so a `<col>` after it builds a new one.
   */
  #leaveColumnGroup(): void {
    if (this.inColumnGroup) this.#stack.pop();
  }

  /** The innermost table part open (a cell, a row, a table…): the table mode the parser is in. */
  #tableContext(): string | undefined {
    const stack = this.#stack;
    return stack.elements[
      stack.lastAt((element) => tableParts.has(element.name) || element.name === 'colgroup')
    ]?.name;
  }

  /**
   * Whether the parser reads a start tag in a table's own modes (a table, a row group, a row, a
   * template holding table parts), not in a cell or a caption, which read it as a body does.
   */
  #inTableMode(): boolean {
    const stack = this.#stack;
    const element =
      stack.elements[
        stack.lastAt(
          (open) =>
            open.foreign === false &&
            (tableParts.has(open.name) || open.name === 'colgroup' || open.name === 'template'),
        )
      ];
    if (element?.name === 'template') return element.templateMode === 'table';
    return (
      element !== undefined &&
      (element.name === 'table' || element.name === 'tr' || rowGroups.has(element.name))
    );
  }

  /** An element the parser builds for a table part whose parent is missing. */
  #implied(name: string): void {
    this.#build(name);
    this.#stack.push({ name, foreign: false });
  }

  /** What a block start tag closes first: a paragraph, a list item, a heading. */
  #closeBefore(name: string): void {
    const stack = this.#stack;
    if (name === 'li' || name === 'dd' || name === 'dt') {
      const items = name === 'li' ? ['li'] : ['dd', 'dt'];
      for (let at = stack.elements.length - 1; at >= 0; at--) {
        const element = stack.elements[at];
        if (element === undefined) break;
        if (items.includes(element.name)) {
          stack.popTo(at);
          break;
        }
        if (isSpecial(element) && !['address', 'div', 'p'].includes(element.name)) break;
      }
    }
    if (stack.inScope('p', 'button')) this.#popUntil('p');
    if (headingTags.has(name) && headingTags.has(stack.current?.name ?? '')) stack.pop();
  }

  /** `<a>` while an `<a>` is active: the adoption agency for it, then it is taken out. */
  #closeActiveLink(): void {
    const entry = this.#formatting.lastNamed('a');
    if (entry === undefined) return;
    this.#endFormatting('a');
    this.#formatting.remove(entry);
    const open = this.#stack.lastAt((element) => element.entry === entry);
    if (open !== -1) this.#stack.elements.splice(open, 1);
  }

  /**
   * An end tag of a formatting element (the adoption agency): in order, it pops; out of order,
   * with block elements opened after it still open, the parser copies it and the formatting
   * elements between, at most 8 rounds (one per block) of 1 + 3 copies.
   */
  #endFormatting(name: string): void {
    const stack = this.#stack;
    const entry = this.#formatting.lastNamed(name);
    if (entry === undefined) {
      this.#genericEnd(name);
      return;
    }
    const at = stack.lastAt((element) => element.entry === entry);
    if (at === -1) {
      this.#formatting.remove(entry);
      return;
    }
    if (stack.scopeIndex((element) => element.entry === entry) === -1) return;
    // The blocks opened after it and still open: the agency runs one round per block (at most
    // 8), each copying the element and the (at most 3) formatting elements before that block.
    const blocks: number[] = [];
    for (let index = at + 1; index < stack.elements.length; index++) {
      const element = stack.elements[index];
      if (element !== undefined && isSpecial(element)) blocks.push(index);
    }
    if (blocks.length === 0) {
      stack.popTo(at);
      this.#formatting.remove(entry);
      return;
    }
    const rounds = Math.min(8, blocks.length);
    const kept: OpenElement[] = [];
    let from = at + 1;
    for (let round = 0; round < rounds; round++) {
      const block = blocks[round] ?? from;
      const copied: string[] = [];
      for (let index = from; index < block; index++) {
        const element = stack.elements[index];
        // Formatting elements before the block are copied and stay open; the others leave the stack.
        if (element?.entry?.open) {
          copied.push(element.name);
          kept.push(element);
        }
      }
      // The element, and the (at most 3) formatting elements nearest the block.
      for (const copy of [name, ...copied.slice(-3)]) this.#build(copy);
      const blockElement = stack.elements[block];
      if (blockElement) kept.push(blockElement);
      from = block + 1;
    }
    const rest = stack.elements.slice(from);
    stack.elements.length = at;
    stack.elements.push(...kept);
    if (rounds === blocks.length) {
      // The last round finds no block: it closes the last copy with all opened after the block.
      stack.elements.push(...rest);
      stack.popTo(stack.elements.length - rest.length);
      this.#formatting.remove(entry);
    } else {
      // Stopped after 8 rounds: the copy stays open after the last block, with what followed.
      stack.elements.push({ name, foreign: false, entry }, ...rest);
    }
  }

  /**
   * `</form>` outside a template takes the form it points to out of the stack and leaves open
   * what was opened inside it (an `<svg>`, a `<div>`), after closing the paragraphs and items
   * that end with it.
   */
  #endForm(): void {
    const pointed = this.#formPointer;
    this.#formPointer = false;
    if (!pointed) return;
    const stack = this.#stack;
    const at = stack.scopeIndex((element) => element.name === 'form' && element.foreign === false);
    if (at === -1) return;
    for (let current = stack.current; current !== undefined; current = stack.current) {
      if (current.foreign !== false || !impliedEndTags.has(current.name)) break;
      stack.pop();
    }
    stack.elements.splice(at, 1);
  }

  /** An end tag no other rule takes: closes the innermost element of its name, up to a block. */
  #genericEnd(name: string): void {
    const stack = this.#stack;
    for (let at = stack.elements.length - 1; at >= 0; at--) {
      const element = stack.elements[at];
      if (element === undefined) break;
      if (element.name === name && element.foreign === false) {
        stack.popTo(at);
        return;
      }
      if (isSpecial(element)) {
        this.strayWalk += stack.elements.length - at;
        return;
      }
    }
    this.strayWalk += stack.elements.length;
  }

  /** Re-creates the formatting entries closed implicitly, after the last open one or marker. */
  #reconstruct(): void {
    for (const entry of this.#formatting.toReconstruct()) {
      this.#build(entry.name);
      entry.open = true;
      this.#stack.push({ name: entry.name, foreign: false, entry });
    }
  }

  /** Counts an element the parser builds, at its weight. */
  #build(name: string): void {
    this.elements += elementWeight(name);
  }

  #pushForeign(name: string, namespace: 'svg' | 'math', attributes: string): void {
    const integration =
      integrationPoints[namespace].has(name) ||
      (namespace === 'math' && name === 'annotation-xml' && htmlEncoding.test(attributes));
    this.#stack.push({ name, foreign: namespace, integration });
  }

  /**
   * Pops down to `at` as a new table part or a table part's end tag does: a cell or caption
   * closed on the way clears the list of active formatting elements back to its marker, once.
   * Other pops leave markers in place (a `<marquee>` popped by a table part keeps its marker),
   * as the parser does.
   */
  #popClosingCells(at: number): void {
    if (this.#stack.popTo(at)) this.#formatting.clearToMarker();
  }

  #popUntil(name: string, closesCell = false): void {
    const at = this.#stack.lastNamed(name);
    if (at === -1) return;
    if (closesCell) this.#popClosingCells(at);
    else this.#stack.popTo(at);
  }
}
