import { describe, expect, it } from 'vitest';
import { kitchenOf, kitchenSideEffects } from './kitchen-choice.ts';

const ticked = (...fields: string[]) => Object.fromEntries(fields.map((field) => [field, true]));

describe('ticking a kind of kitchen', () => {
  it('clears the other kind and its on-order box', () => {
    expect(
      kitchenSideEffects(
        ticked('hasKitchenColdOnly', 'hasKitchenColdOnOrder', 'hasCatering'),
        'hasKitchenHotAndCold',
        true,
      ),
    ).toEqual([
      ['hasKitchenColdOnly', false],
      ['hasKitchenColdOnOrder', false],
    ]);
    expect(
      kitchenSideEffects(ticked('hasKitchenHotAndCold', 'hasKitchenHotAndColdOnOrder'), 'hasKitchenColdOnly', true),
    ).toEqual([
      ['hasKitchenHotAndCold', false],
      ['hasKitchenHotAndColdOnOrder', false],
    ]);
  });

  it('changes nothing else when the other kind was not ticked, or when a box is unticked', () => {
    expect(kitchenSideEffects(ticked('hasCatering'), 'hasKitchenHotAndCold', true)).toEqual([]);
    expect(kitchenSideEffects(ticked('hasKitchenColdOnly'), 'hasKitchenHotAndCold', false)).toEqual([]);
  });

  it('reads a missing kitchen section as nothing ticked', () => {
    expect(Object.values(kitchenOf(undefined)).every((flag) => flag === undefined)).toBe(true);
    expect(kitchenSideEffects(undefined, 'hasKitchenColdOnly', true)).toEqual([]);
    expect(kitchenSideEffects({ hasKitchenHotAndCold: 'true' }, 'hasKitchenColdOnly', true)).toEqual([
      ['hasKitchenHotAndCold', false],
    ]);
  });
});
