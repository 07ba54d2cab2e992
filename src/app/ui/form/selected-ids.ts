import type { Option } from './field-props.ts';

type Id = Option['id'];

/** A list value as ids; anything else (a fresh form, a draft without the field) is the empty list. */
export const selectedIds = (value: unknown): Id[] =>
  Array.isArray(value) ? value.filter((item): item is Id => typeof item === 'number' || typeof item === 'string') : [];

/** Ids compare by text, so a draft's numeric strings match the options' numbers. */
export const sameId = (a: Id, b: Id): boolean => String(a) === String(b);

/** The list with the id added (once) or removed. */
export const toggleId = (ids: readonly Id[], id: Id, on: boolean): Id[] => {
  const without = ids.filter((item) => !sameId(item, id));
  return on ? [...without, id] : without;
};
