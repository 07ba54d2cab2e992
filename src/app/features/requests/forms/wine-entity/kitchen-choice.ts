import { toBoolean } from '../../../../../shared/forms/form-rules.ts';
import { applyKitchenChoice, type Kitchen, type KitchenField } from '../../../../../shared/forms/kitchen-choice.ts';

export const KITCHEN_FIELDS = [
  'hasKitchenHotAndCold',
  'hasKitchenHotAndColdOnOrder',
  'hasKitchenColdOnly',
  'hasKitchenColdOnOrder',
  'hasCatering',
] as const satisfies readonly KitchenField[];

/** The kitchen flags as the form holds them; a missing section reads as nothing ticked. */
export function kitchenOf(value: unknown): Kitchen<unknown> {
  const source: Partial<Record<string, unknown>> = typeof value === 'object' && value !== null ? value : {};
  return Object.fromEntries(KITCHEN_FIELDS.map((field) => [field, source[field]])) as Kitchen<unknown>;
}

/** The other flags a tick or untick changes, with their new values (spec 02 §4: the two kitchen kinds exclude each other). */
export function kitchenSideEffects(value: unknown, field: KitchenField, checked: boolean): [KitchenField, boolean][] {
  const before = kitchenOf(value);
  const after = applyKitchenChoice(before, field, checked);
  return KITCHEN_FIELDS.filter((other) => other !== field && toBoolean(after[other]) !== toBoolean(before[other])).map(
    (other) => [other, toBoolean(after[other])],
  );
}
