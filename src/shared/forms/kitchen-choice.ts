import { toBoolean } from './form-rules.ts';

export type KitchenField =
  | 'hasKitchenHotAndCold'
  | 'hasKitchenHotAndColdOnOrder'
  | 'hasKitchenColdOnly'
  | 'hasKitchenColdOnOrder'
  | 'hasCatering';
export type Kitchen<B = boolean> = Record<KitchenField, B>;

/**
 * The two kinds of kitchen exclude each other (spec 02 §4): while one kind is ticked, neither the opposite kind nor
 * its on-order box may be. The form keeps to it (a tick clears them, the on-order box is disabled) and the request
 * schema refuses what breaks it, both from this one table.
 */
const KINDS = {
  hasKitchenHotAndCold: { onOrder: 'hasKitchenHotAndColdOnOrder', opposite: 'hasKitchenColdOnly' },
  hasKitchenColdOnly: { onOrder: 'hasKitchenColdOnOrder', opposite: 'hasKitchenHotAndCold' },
} as const satisfies Partial<Record<KitchenField, { onOrder: KitchenField; opposite: KitchenField }>>;
type KindField = keyof typeof KINDS;
const KIND_FIELDS = Object.keys(KINDS) as KindField[];

const isKind = (field: KitchenField): field is KindField => Object.hasOwn(KINDS, field);

/** The boxes a ticked kind rules out: the opposite kind and its on-order box. */
function ruledOutBy(kind: KindField): KitchenField[] {
  const { opposite } = KINDS[kind];
  return [opposite, KINDS[opposite].onOrder];
}

/** Ticking a kind clears the boxes it rules out. */
export function applyKitchenChoice<B>(
  kitchen: Kitchen<B>,
  field: KitchenField,
  checked: boolean,
): Kitchen<B | boolean> {
  const next: Kitchen<B | boolean> = { ...kitchen, [field]: checked };
  if (!checked || !isKind(field)) return next;
  return { ...next, ...Object.fromEntries(ruledOutBy(field).map((other) => [other, false])) };
}

/** Each on-order box is disabled while the opposite kind is ticked. */
export function kitchenOnOrderDisabled(kitchen: Partial<Kitchen<unknown>>): {
  hasKitchenHotAndColdOnOrder: boolean;
  hasKitchenColdOnOrder: boolean;
} {
  const disabled = (kind: KindField) => toBoolean(kitchen[KINDS[kind].opposite]);
  return {
    hasKitchenHotAndColdOnOrder: disabled('hasKitchenHotAndCold'),
    hasKitchenColdOnOrder: disabled('hasKitchenColdOnly'),
  };
}

/** The ticked boxes that a ticked kind rules out (both kinds, when both are ticked); a box that is not a boolean is its own error. */
export function kitchenConflicts(kitchen: Partial<Kitchen<unknown>>): KitchenField[] {
  const ticked = (field: KitchenField) => kitchen[field] === true;
  const conflicts = KIND_FIELDS.filter(ticked).flatMap(ruledOutBy).filter(ticked);
  return [...new Set(conflicts)];
}
