import { useTranslation } from '../../../i18n/use-translation.tsx';
import { PHONE_MAX_LENGTH } from '../../../../shared/forms/form-rules.ts';
import { Fieldset } from '../../../ui/form/fieldset.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import '../../../ui/request-fields/texts.ts';
import { TEXT_LIMITS } from '../../../../shared/forms/request-constants.ts';

/** The editors' contact at the end of the event, e-shop and restaurant requests (the restaurant also asks for a name). */
export function AuthorityFields({
  kind,
  withName = false,
}: {
  kind: 'event' | 'eshop' | 'restaurant';
  withName?: boolean;
}) {
  const { t } = useTranslation();
  const k = (key: string) => t(`requestFields.${kind}.${key}`);
  return (
    <Fieldset legend={t('requestFields.sections.authority')}>
      {withName && (
        <TextField
          name="authorityName"
          label={k('authorityName')}
          required
          maxLength={TEXT_LIMITS.name}
          autoComplete="name"
        />
      )}
      <TextField name="authorityEmail" type="email" label={k('authorityEmail')} required autoComplete="email" />
      <TextField
        name="authorityPhone"
        type="tel"
        label={k('authorityPhone')}
        required
        maxLength={PHONE_MAX_LENGTH}
        autoComplete="tel"
      />
    </Fieldset>
  );
}
