import { ACCOMMODATION_TYPES } from '../../../../../shared/constants/places.ts';
import type { Option } from '../../../../ui/form/field-props.ts';

/**
 * The request schema keeps the catalogue's type words (hotel, penzion, …) while the options call numbers the same
 * types from 1 in that order; each titled option is offered under its word, in the order the call sorted them.
 */
export function accommodationTypeChoices(titled: readonly { id: number; title: string }[]): Option[] {
  return titled.flatMap(({ id, title }) => {
    const code = ACCOMMODATION_TYPES[id - 1];
    return code ? [{ id: code, title }] : [];
  });
}
