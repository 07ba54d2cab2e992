/** Whether the user can reach the control: not disabled and laid out (a hidden section's inputs are skipped). */
const reachable = (element: HTMLElement): boolean =>
  !element.hasAttribute('disabled') && element.getClientRects().length > 0;

/**
 * Moves the focus to the first invalid control in document order and brings it into view. Returns whether one was
 * found. The form marks its invalid controls with aria-invalid, so this works for every field of the kit.
 */
export function focusFirstInvalid(root: ParentNode): boolean {
  const invalid = Array.from(root.querySelectorAll<HTMLElement>('[aria-invalid="true"]')).find(reachable);
  if (!invalid) return false;
  invalid.focus({ preventScroll: true });
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  invalid.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
  return true;
}
