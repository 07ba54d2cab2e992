import { czechPlural } from './czech-plural.ts';

/** The textarea counter (spec 02 §5): 'Zbývá 1 znak', 'Zbývají 2 znaky', 'Zbývá 5 znaků'. */
export function remainingCharactersText(remaining: number): string {
  // The textarea's maxLength keeps the value within its limit, so a negative count only comes from a shortened limit.
  const count = Math.max(0, Math.trunc(remaining));
  const verb = czechPlural(count, { one: 'Zbývá', few: 'Zbývají', many: 'Zbývá' });
  return `${verb} ${count} ${czechPlural(count, { one: 'znak', few: 'znaky', many: 'znaků' })}`;
}

const TAG = /<\/?[a-z][^<>]*>|<!--[\s\S]*?-->/gi;

/** Textarea values lose their HTML tags by default (spec 02 §5); a lone '<' as in '3 < 5' stays. */
export function stripHtml(value: string): string {
  return value.replace(TAG, '');
}
