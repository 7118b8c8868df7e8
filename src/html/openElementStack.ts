import { isScopeBoundary, type OpenElement } from './parserTags.js';

// The HTML parser's stack of open elements, as the model of its tree construction
// (treeBuilderModel.ts) keeps it: what is open, how deep, and the scopes its rules look in.

/** The element lists "has an element in scope" is read with: default, button, list item, table. */
export type ScopeKind = 'button' | 'list' | 'table' | undefined;

export class OpenElementStack {
  readonly elements: OpenElement[] = [];
  /** The deepest the stack got (the elements inside `<body>`). */
  deepest = 0;

  get current(): OpenElement | undefined {
    return this.elements.at(-1);
  }

  push(element: OpenElement): void {
    this.elements.push(element);
    this.deepest = Math.max(this.deepest, this.elements.length);
  }

  /** Pops the current element; a formatting element popped is closed (re-created later). */
  pop(): void {
    const element = this.elements.pop();
    if (element?.entry) element.entry.open = false;
  }

  /**
   * Pops down to `at`; whether an HTML cell or caption was among what it popped (an SVG `<th>`
   * put no marker in the list of active formatting elements).
   */
  popTo(at: number): boolean {
    let cell = false;
    while (this.elements.length > at) {
      const current = this.current;
      if (current?.foreign === false) {
        cell ||= current.name === 'td' || current.name === 'th' || current.name === 'caption';
      }
      this.pop();
    }
    return cell;
  }

  /** Index of the innermost open element matching, or -1 (ES2022 has no `findLastIndex`). */
  lastAt(matches: (element: OpenElement, at: number) => boolean): number {
    for (let at = this.elements.length - 1; at >= 0; at--) {
      const element = this.elements[at];
      if (element !== undefined && matches(element, at)) return at;
    }
    return -1;
  }

  /** The innermost open HTML element named `name`, or -1. */
  lastNamed(name: string): number {
    return this.lastAt((element) => element.name === name && element.foreign === false);
  }

  /** Index of the innermost open element matching, unless a scope boundary comes first. */
  scopeIndex(matches: (element: OpenElement) => boolean, kind?: ScopeKind): number {
    for (let at = this.elements.length - 1; at >= 0; at--) {
      const element = this.elements[at];
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

  inScope(name: string, kind?: ScopeKind): boolean {
    return (
      this.scopeIndex((element) => element.name === name && element.foreign === false, kind) !== -1
    );
  }
}
