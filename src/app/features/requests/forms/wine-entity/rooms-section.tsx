import { REQUEST_LIST_LIMITS, TEXT_LIMITS } from '../../../../../shared/forms/request-constants.ts';
import { emptyRoom } from '../../../../../shared/forms/wine-entity-request.ts';
import { Fieldset } from '../../../../ui/form/fieldset.tsx';
import { TextField } from '../../../../ui/form/text-field.tsx';
import { ItemList } from './item-list.tsx';
import { useWineText } from './use-wine-text.ts';

/** The rooms guests sit in; a room needs its title and table capacity (spec 02 §5). */
export function RoomsSection() {
  const text = useWineText('rooms');
  const legend = useWineText('sections');
  return (
    <Fieldset legend={legend('rooms')}>
      <ItemList name="rooms" group="rooms" newItem={emptyRoom} firstField="title" max={REQUEST_LIST_LIMITS.rooms}>
        {(at) => (
          <>
            <TextField name={`${at}.title`} label={text('title')} maxLength={TEXT_LIMITS.line} required wide />
            <TextField
              name={`${at}.tablesCapacity`}
              type="number"
              label={text('tablesCapacity')}
              inputMode="numeric"
              step={1}
              required
            />
            <TextField
              name={`${at}.gustationCapacity`}
              type="number"
              label={text('gustationCapacity')}
              inputMode="numeric"
              step={1}
            />
          </>
        )}
      </ItemList>
    </Fieldset>
  );
}
