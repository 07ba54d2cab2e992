/** What a key press needs to be read as the search shortcut (a KeyboardEvent has all of it). */
export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  isComposing: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

/** Inputs that take no typed text: a `/` pressed on them is not meant as a character. */
const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image']);

interface ElementLike {
  tagName?: unknown;
  type?: unknown;
  isContentEditable?: unknown;
}

/** Whether a `/` typed at this element is text: in a text field, text area, select or editable content. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (target === null || typeof target !== 'object') return false;
  const element = target as ElementLike;
  if (element.isContentEditable === true) return true;
  const tag = typeof element.tagName === 'string' ? element.tagName.toLowerCase() : '';
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag !== 'input') return false;
  return !NON_TEXT_INPUTS.has(typeof element.type === 'string' ? element.type.toLowerCase() : 'text');
}

/** `/` opens the site search (as on GitHub or YouTube), unless it is typed into a field or used with a modifier. */
export function isSearchShortcut(event: ShortcutKey): boolean {
  return (
    event.key === '/' &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    !event.isComposing &&
    !event.defaultPrevented &&
    !isTypingTarget(event.target)
  );
}
