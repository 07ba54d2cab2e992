import { Fieldset } from '../../../../ui/form/fieldset.tsx';
import { SearchableMultiSelect } from '../../../../ui/form/searchable-multi-select.tsx';
import type { RequestOptions } from '../options.ts';
import { useWineText } from './use-wine-text.ts';

/** Places to show as related on the establishment's page. */
export function RelatedSection({ options }: { options: RequestOptions }) {
  const text = useWineText('related');
  const legend = useWineText('sections');
  return (
    <Fieldset legend={legend('related')}>
      <SearchableMultiSelect name="relatedEntities" label={text('relatedEntities')} options={options.relatedPlaces} />
    </Fieldset>
  );
}
