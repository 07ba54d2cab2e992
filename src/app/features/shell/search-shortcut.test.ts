import { describe, expect, it } from 'vitest';
import { isSearchShortcut, type ShortcutKey } from './search-shortcut.ts';

const element = (tagName: string, extra: Record<string, unknown> = {}) =>
  ({ tagName: tagName.toUpperCase(), isContentEditable: false, ...extra }) as unknown as EventTarget;

const press = (overrides: Partial<ShortcutKey> = {}): ShortcutKey => ({
  key: '/',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  isComposing: false,
  defaultPrevented: false,
  target: element('body'),
  ...overrides,
});

describe('the "/" search shortcut', () => {
  it('opens the search from the page, a link or a button', () => {
    expect(isSearchShortcut(press())).toBe(true);
    expect(isSearchShortcut(press({ target: element('a') }))).toBe(true);
    expect(isSearchShortcut(press({ target: element('input', { type: 'checkbox' }) }))).toBe(true);
    expect(isSearchShortcut(press({ target: null }))).toBe(true);
  });

  it('is a plain character in a text field, text area, select or editable content', () => {
    expect(isSearchShortcut(press({ target: element('input', { type: 'text' }) }))).toBe(false);
    expect(isSearchShortcut(press({ target: element('input', { type: 'search' }) }))).toBe(false);
    expect(isSearchShortcut(press({ target: element('input', { type: 'email' }) }))).toBe(false);
    expect(isSearchShortcut(press({ target: element('textarea') }))).toBe(false);
    expect(isSearchShortcut(press({ target: element('select') }))).toBe(false);
    expect(isSearchShortcut(press({ target: element('div', { isContentEditable: true }) }))).toBe(false);
  });

  it('ignores other keys, modifiers, composition and presses already handled', () => {
    expect(isSearchShortcut(press({ key: 's' }))).toBe(false);
    expect(isSearchShortcut(press({ ctrlKey: true }))).toBe(false);
    expect(isSearchShortcut(press({ metaKey: true }))).toBe(false);
    expect(isSearchShortcut(press({ altKey: true }))).toBe(false);
    expect(isSearchShortcut(press({ isComposing: true }))).toBe(false);
    expect(isSearchShortcut(press({ defaultPrevented: true }))).toBe(false);
  });
});
