import { CheckboxGroup } from '../../../../ui/form/checkbox-group.tsx';
import { Fieldset } from '../../../../ui/form/fieldset.tsx';
import { TextField } from '../../../../ui/form/text-field.tsx';
import type { RequestOptions } from '../options.ts';
import { FlagCheckboxes } from './flag-checkboxes.tsx';
import { useWineText } from './use-wine-text.ts';

const FLAGS = ['hasWifi', 'hasCardPayment', 'isDisabledFriendly'] as const;

/** Equipment, parking and bicycle places, and the languages the staff speak. */
export function PropertiesSection({ options }: { options: RequestOptions }) {
  const text = useWineText('properties');
  const legend = useWineText('sections');
  const places = (key: string, hint?: string) => (
    <TextField name={`properties.0.${key}`} type="number" label={text(key)} hint={hint} inputMode="numeric" step={1} />
  );
  return (
    <Fieldset legend={legend('properties')}>
      <FlagCheckboxes at="properties.0" flags={FLAGS} group="properties" />
      {places('parkingCarPlaces', text('parkingHint'))}
      {places('parkingBusPlaces', text('parkingHint'))}
      {places('bicycleStoragePlaces')}
      <CheckboxGroup name="languageCompetences" label={text('languageCompetences')} options={options.languages} />
    </Fieldset>
  );
}
