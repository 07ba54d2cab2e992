import { Checkbox } from '../../../../ui/form/checkbox.tsx';
import { CheckboxGroup } from '../../../../ui/form/checkbox-group.tsx';
import { Fieldset } from '../../../../ui/form/fieldset.tsx';
import { SearchableMultiSelect } from '../../../../ui/form/searchable-multi-select.tsx';
import { TextArea } from '../../../../ui/form/text-area.tsx';
import { TextField } from '../../../../ui/form/text-field.tsx';
import type { RequestOptions } from '../options.ts';
import { useWineText } from './use-wine-text.ts';

/** The wines on offer and the e-shop, whose address shows only when there is one (spec 02 §4). */
export function OfferSection({ options, eshopUrl }: { options: RequestOptions; eshopUrl: boolean }) {
  const text = useWineText('offer');
  const legend = useWineText('sections');
  return (
    <Fieldset legend={legend('offer')}>
      <CheckboxGroup name="wineCategories" label={text('wineCategories')} options={options.wineCategories} />
      <SearchableMultiSelect
        name="whiteWineVarieties"
        label={text('whiteWineVarieties')}
        options={options.whiteVarieties}
      />
      <SearchableMultiSelect name="redWineVarieties" label={text('redWineVarieties')} options={options.redVarieties} />
      <TextArea name="assortmentSpecialities" label={text('assortmentSpecialities')} rows={3} />
      <TextArea name="awards" label={text('awards')} rows={3} />
      <TextArea name="additionalOffer" label={text('additionalOffer')} rows={3} />
      <Checkbox name="hasEshop" label={text('hasEshop')} wide />
      {eshopUrl && (
        <TextField
          name="eshopUrl"
          type="url"
          label={text('eshopUrl')}
          hint={text('eshopUrlHint')}
          placeholder="https://"
          autoComplete="url"
          wide
        />
      )}
    </Fieldset>
  );
}
