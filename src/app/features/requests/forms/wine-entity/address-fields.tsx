import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TEXT_LIMITS, WINE_ENTITY_LIMITS } from '../../../../../shared/forms/request-constants.ts';
import { OUTSIDE_SUBREGIONS } from '../../../../../shared/forms/wine-address.ts';
import { LocationField } from '../../../../ui/form/location-field.tsx';
import { SelectField } from '../../../../ui/form/select-field.tsx';
import { TextField } from '../../../../ui/form/text-field.tsx';
import type { RequestOptions } from '../options.ts';
import { cityField, municipalitiesOf } from './address-city.ts';
import { useWineText } from './use-wine-text.ts';

interface Props {
  /** `address.0` or `companyAddress.0`. */
  name: string;
  options: RequestOptions;
}

/**
 * The address fields shared by the establishment and the company: the wine subregion decides whether the wine
 * municipality select or the free-text city follows it (spec 02 §4).
 */
export function AddressFields({ name, options }: Props) {
  const text = useWineText('address');
  const { setValue, clearErrors } = useFormContext();
  const wineSubregion: unknown = useWatch({ name: `${name}.wineSubregion` });
  const place = cityField(wineSubregion);
  const subregions = useMemo(
    () => [...options.subregions, { id: OUTSIDE_SUBREGIONS, title: text('outsideSubregions') }],
    [options.subregions, text],
  );
  const municipalities = useMemo(
    () => municipalitiesOf(options.municipalities, wineSubregion),
    [options.municipalities, wineSubregion],
  );
  // A municipality belongs to one subregion, so another subregion starts over; the errors of the place field
  // that was just swapped out would otherwise outlive it.
  const subregionChanged = () => {
    setValue(`${name}.municipality`, '', { shouldDirty: true });
    clearErrors([`${name}.municipality`, `${name}.city`]);
  };
  return (
    <>
      <SelectField
        name={`${name}.wineSubregion`}
        label={text('wineSubregion')}
        options={subregions}
        emptyLabel={text('chooseSubregion')}
        onChange={subregionChanged}
        required
      />
      {place === 'municipality' && (
        <SelectField
          name={`${name}.municipality`}
          label={text('municipality')}
          options={municipalities}
          emptyLabel={text('chooseMunicipality')}
          required
        />
      )}
      {place === 'city' && (
        <TextField
          name={`${name}.city`}
          label={text('city')}
          maxLength={TEXT_LIMITS.name}
          autoComplete="address-level2"
          required
        />
      )}
      <TextField
        name={`${name}.street`}
        label={text('street')}
        hint={text('streetHint')}
        maxLength={TEXT_LIMITS.line}
        autoComplete="address-line1"
        required
        wide
      />
      <TextField name={`${name}.houseNumber`} label={text('houseNumber')} maxLength={WINE_ENTITY_LIMITS.houseNumber} />
      <TextField
        name={`${name}.zip`}
        label={text('zip')}
        maxLength={WINE_ENTITY_LIMITS.zip}
        inputMode="numeric"
        autoComplete="postal-code"
        required
      />
      <LocationField name={`${name}.location`} label={text('location')} />
    </>
  );
}
