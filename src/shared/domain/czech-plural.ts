/** Czech plural forms (spec 02 §9): 1, 2–4, and 0 or 5 and more. */
export type CzechPluralForm = 'one' | 'few' | 'many';

export function czechPluralForm(count: number): CzechPluralForm {
  const whole = Math.abs(count);
  if (whole === 1) return 'one';
  if (whole >= 2 && whole <= 4) return 'few';
  return 'many';
}

/** Picks the word for a count, e.g. czechPlural(3, { one: 'znak', few: 'znaky', many: 'znaků' }) → 'znaky'. */
export function czechPlural<T>(count: number, forms: Record<CzechPluralForm, T>): T {
  return forms[czechPluralForm(count)];
}
