import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Checkbox } from '../../../ui/form/checkbox.tsx';
import { Fieldset } from '../../../ui/form/fieldset.tsx';
import { TextArea } from '../../../ui/form/text-area.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import { UploadField } from '../../../ui/form/upload-field.tsx';
import { AuthorityFields } from './authority-fields.tsx';
import type { FieldsProps } from './options.ts';
import '../../../ui/request-fields/texts.ts';
import { TEXT_LIMITS } from '../../../../shared/forms/request-constants.ts';

/** Every field of the e-shop request (spec 02 §3) with the §5 hints; card payment starts ticked (the empty form's default). */
export function EshopRequestFields(_: FieldsProps) {
  const { t } = useTranslation();
  const k = (key: string) => t(`requestFields.eshop.${key}`);
  return (
    <>
      <Fieldset legend={t('requestFields.sections.eshop')}>
        <TextField name="title" label={k('title')} required maxLength={TEXT_LIMITS.line} wide />
        <TextField name="operator" label={k('operator')} required maxLength={TEXT_LIMITS.line} />
        <TextField name="url" type="url" label={k('url')} hint={k('urlHint')} required placeholder="https://" />
        <TextArea
          name="description"
          label={k('description')}
          hint={k('descriptionHint')}
          maxLength={TEXT_LIMITS.long}
          rows={5}
        />
        <Checkbox name="hasCardPayment" label={k('hasCardPayment')} wide />
        <UploadField name="logo" kind="image" label={k('logo')} hint={k('logoHint')} />
        <UploadField name="image" kind="image" label={k('image')} />
      </Fieldset>
      <AuthorityFields kind="eshop" />
    </>
  );
}
