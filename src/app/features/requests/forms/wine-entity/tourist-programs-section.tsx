import { REQUEST_LIST_LIMITS, TEXT_LIMITS } from '../../../../../shared/forms/request-constants.ts';
import { emptyTouristProgram } from '../../../../../shared/forms/wine-entity-request.ts';
import { Fieldset } from '../../../../ui/form/fieldset.tsx';
import { SearchableMultiSelect } from '../../../../ui/form/searchable-multi-select.tsx';
import { TextArea } from '../../../../ui/form/text-area.tsx';
import { TextField } from '../../../../ui/form/text-field.tsx';
import type { RequestOptions } from '../options.ts';
import { FlagCheckboxes } from './flag-checkboxes.tsx';
import { ItemList } from './item-list.tsx';
import { useWineText } from './use-wine-text.ts';

const FLAGS = ['hasProductionTour', 'hasVineyardsVisit'] as const;

/** Tours and visits, and the programs offered to groups; a program needs its title and description (spec 02 §5). */
export function TouristProgramsSection({ options }: { options: RequestOptions }) {
  const text = useWineText('programs');
  const legend = useWineText('sections');
  const numeric = (at: string, key: string) => (
    <TextField name={`${at}.${key}`} type="number" label={text(key)} inputMode="numeric" step={1} />
  );
  return (
    <Fieldset legend={legend('programs')}>
      <FlagCheckboxes flags={FLAGS} group="programs" />
      <ItemList
        name="touristPrograms"
        group="programs"
        newItem={emptyTouristProgram}
        firstField="title"
        max={REQUEST_LIST_LIMITS.touristPrograms}
      >
        {(at) => (
          <>
            <TextField name={`${at}.title`} label={text('title')} maxLength={TEXT_LIMITS.line} required wide />
            <TextArea name={`${at}.description`} label={text('description')} rows={4} required />
            {numeric(at, 'participantsNumberMin')}
            {numeric(at, 'participantsNumberMax')}
            {numeric(at, 'priceWithMinimumParticipants')}
            {numeric(at, 'priceWithMaximumParticipants')}
            <SearchableMultiSelect name={`${at}.languages`} label={text('languages')} options={options.languages} />
            <TextField
              name={`${at}.additionalLanguages`}
              label={text('additionalLanguages')}
              maxLength={TEXT_LIMITS.line}
              wide
            />
          </>
        )}
      </ItemList>
    </Fieldset>
  );
}
