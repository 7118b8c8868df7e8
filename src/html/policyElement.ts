/**
 * The part of an element the policy checks (sanitizeHooks.ts, iframeCheck.ts) read and change.
 * A DOM `Element` has it, in the browser's DOMPurify; so does `Parse5Element`, in the DOM-free
 * server sanitizer: one policy, written once, runs on both trees.
 */
export interface PolicyElement {
  /** The tag name (in any case: checks lower-case it). */
  readonly nodeName: string;
  readonly parentElement: { readonly localName: string } | null;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  /** Takes the element, with its content, out of the tree. */
  remove(): void;
}
