import { describe, expect, it } from 'vitest';
import { cityField, municipalitiesOf } from './address-city.ts';

describe('the place field under the wine subregion', () => {
  it('is the wine municipality once a subregion is chosen, from the select or a stored number', () => {
    expect(cityField('3')).toBe('municipality');
    expect(cityField(3)).toBe('municipality');
  });

  it('is the free-text city outside the subregions', () => {
    expect(cityField('none')).toBe('city');
    expect(cityField(undefined)).toBe('city');
  });

  it('is nothing until the subregion is chosen', () => {
    expect(cityField(null)).toBe('none');
    expect(cityField('')).toBe('none');
  });
});

describe('the wine municipalities offered', () => {
  const municipalities = [
    { id: 1, title: 'Valtice', subregionId: 1 },
    { id: 2, title: 'Mutěnice', subregionId: 2 },
    { id: 3, title: 'Mikulov', subregionId: 1 },
  ];

  it('are those of the chosen subregion', () => {
    expect(municipalitiesOf(municipalities, '1').map((m) => m.title)).toEqual(['Valtice', 'Mikulov']);
    expect(municipalitiesOf(municipalities, 2).map((m) => m.title)).toEqual(['Mutěnice']);
  });

  it('are none outside the subregions or before a choice', () => {
    expect(municipalitiesOf(municipalities, 'none')).toEqual([]);
    expect(municipalitiesOf(municipalities, null)).toEqual([]);
  });
});
