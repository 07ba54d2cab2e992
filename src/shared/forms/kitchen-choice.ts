import { toBoolean } from './form-rules.ts';

export type KitchenField = 'hasKitchenHotAndCold' | 'hasKitchenHotAndColdOnOrder' | 'hasKitchenColdOnly' | 'hasKitchenColdOnOrder' | 'hasCatering';
export type Kitchen<B = boolean> = Record<KitchenField, B>;

/** Hot-and-cold and cold-only exclude each other: choosing one clears the other and its on-order flag (spec 02 §4). */
export function applyKitchenChoice<B>(kitchen: Kitchen<B>, field: KitchenField, checked: boolean): Kitchen<B | boolean> {
  const next: Kitchen<B | boolean> = { ...kitchen, [field]: checked };
  if (checked && field === 'hasKitchenHotAndCold') return { ...next, hasKitchenColdOnly: false, hasKitchenColdOnOrder: false };
  if (checked && field === 'hasKitchenColdOnly') return { ...next, hasKitchenHotAndCold: false, hasKitchenHotAndColdOnOrder: false };
  return next;
}

/** Each on-order box is disabled while the opposite option is ticked. */
export function kitchenOnOrderDisabled(kitchen: Partial<Kitchen<unknown>>): { hasKitchenHotAndColdOnOrder: boolean; hasKitchenColdOnOrder: boolean } {
  return { hasKitchenHotAndColdOnOrder: toBoolean(kitchen.hasKitchenColdOnly), hasKitchenColdOnOrder: toBoolean(kitchen.hasKitchenHotAndCold) };
}
