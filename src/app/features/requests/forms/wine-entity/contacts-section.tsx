import { PHONE_MAX_LENGTH } from '../../../../../shared/forms/form-rules.ts';
import { Fieldset } from '../../../../ui/form/fieldset.tsx';
import { TextField } from '../../../../ui/form/text-field.tsx';
import { useWineText } from './use-wine-text.ts';

/** The establishment's public contacts; the phones keep what was typed, up to 16 characters (spec 02 §5). */
export function ContactsSection() {
  const text = useWineText('contacts');
  const legend = useWineText('sections');
  const phone = (key: string, required?: boolean) => (
    <TextField
      name={`contacts.0.${key}`}
      type="tel"
      label={text(key)}
      maxLength={PHONE_MAX_LENGTH}
      inputMode="tel"
      autoComplete="tel"
      required={required}
    />
  );
  return (
    <Fieldset legend={legend('contacts')}>
      {phone('phoneShop', true)}
      {phone('phoneShopAlt')}
      {phone('phoneCompany')}
      <TextField name="contacts.0.email" type="email" label={text('email')} autoComplete="email" required />
      <TextField
        name="contacts.0.url"
        type="url"
        label={text('url')}
        hint={text('urlHint')}
        placeholder="https://"
        autoComplete="url"
        wide
      />
    </Fieldset>
  );
}
