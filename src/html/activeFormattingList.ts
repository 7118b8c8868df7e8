// The HTML parser's list of active formatting elements, as the model of its tree construction
// (treeBuilderModel.ts) keeps it: the entries the parser may re-create, and the markers (a cell,
// a caption, an object) that re-creation stops at.

/** An entry of the list. */
export interface FormattingEntry {
  readonly name: string;
  /** Tag name and attributes as written: entries alike for the Noah's Ark clause. */
  readonly key: string;
  /** On the stack of open elements (else re-created before the next text or inline tag). */
  open: boolean;
}

const MARKER = 'marker';

export class ActiveFormattingList {
  readonly #entries: (FormattingEntry | typeof MARKER)[] = [];

  pushMarker(): void {
    this.#entries.push(MARKER);
  }

  /** Adds an entry; a fourth alike after the last marker drops the earliest (Noah's Ark). */
  add(entry: FormattingEntry): void {
    let alike = 0;
    let earliest = -1;
    for (let at = this.#entries.length - 1; at >= 0; at--) {
      const other = this.#entries[at];
      if (other === MARKER || other === undefined) break;
      if (other.key === entry.key) {
        alike++;
        earliest = at;
      }
    }
    if (alike >= 3) this.#entries.splice(earliest, 1);
    this.#entries.push(entry);
  }

  remove(entry: FormattingEntry): void {
    const at = this.#entries.indexOf(entry);
    if (at !== -1) this.#entries.splice(at, 1);
  }

  /** Takes the entries off back to the last marker, and it (a cell or caption closed). */
  clearToMarker(): void {
    while (this.#entries.length > 0 && this.#entries.pop() !== MARKER) {}
  }

  /** The last entry named `name` after the last marker. */
  lastNamed(name: string): FormattingEntry | undefined {
    for (let at = this.#entries.length - 1; at >= 0; at--) {
      const entry = this.#entries[at];
      if (entry === MARKER || entry === undefined) return undefined;
      if (entry.name === name) return entry;
    }
    return undefined;
  }

  /**
   * What "reconstruct the active formatting elements" re-creates: the entries closed
   * implicitly after the last one still open (or the last marker), in order.
   */
  toReconstruct(): FormattingEntry[] {
    let from = this.#entries.length;
    while (from > 0) {
      const entry = this.#entries[from - 1];
      if (entry === MARKER || entry === undefined || entry.open) break;
      from--;
    }
    // (No marker comes after `from`: the walk back stopped at the last one.)
    return this.#entries.slice(from).filter((entry): entry is FormattingEntry => entry !== MARKER);
  }
}
