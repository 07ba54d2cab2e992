import { TEXT_LIMITS, WINE_ENTITY_LIMITS } from '../../../../../shared/forms/request-constants.ts';
import { CheckboxGroup } from '../../../../ui/form/checkbox-group.tsx';
import { Fieldset } from '../../../../ui/form/fieldset.tsx';
import { TextArea } from '../../../../ui/form/text-area.tsx';
import { TextField } from '../../../../ui/form/text-field.tsx';
import type { RequestOptions } from '../options.ts';
import { useWineText } from './use-wine-text.ts';

/** Name, page address, types (which decide the later sections), company id and the descriptions. */
export function BasicSection({ options }: { options: RequestOptions }) {
  const text = useWineText('basic');
  const legend = useWineText('sections');
  return (
    <Fieldset legend={legend('basic')}>
      <TextField name="title" label={text('title')} maxLength={TEXT_LIMITS.line} required wide />
      <TextField name="slug" label={text('slug')} hint={text('slugHint')} maxLength={TEXT_LIMITS.line} />
      <TextField name="companyId" label={text('companyId')} inputMode="numeric" maxLength={TEXT_LIMITS.companyId} />
      <CheckboxGroup
        name="wineEntityTypes"
        label={text('wineEntityTypes')}
        options={options.wineEntityTypes}
        required
      />
      <TextArea name="perex" label={text('perex')} maxLength={WINE_ENTITY_LIMITS.perex} rows={4} />
      <TextArea name="perexEn" label={text('perexEn')} maxLength={WINE_ENTITY_LIMITS.perexEn} rows={4} />
      <TextArea name="description" label={text('description')} rows={8} />
    </Fieldset>
  );
}
