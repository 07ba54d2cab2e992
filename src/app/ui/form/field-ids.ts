/** The DOM id of a form field registered by its dot path: `contacts.phone1` → `rf-contacts-phone1`. */
export const fieldId = (name: string): string => `rf-${name.replace(/\./g, '-')}`;
export const errorId = (name: string): string => `${fieldId(name)}-error`;
export const hintId = (name: string): string => `${fieldId(name)}-hint`;

/** The aria-describedby value for the given ids, or undefined when none applies. */
export const describedBy = (...ids: (string | false | undefined)[]): string | undefined => {
  const present = ids.filter((id): id is string => typeof id === 'string' && id.length > 0);
  return present.length > 0 ? present.join(' ') : undefined;
};
