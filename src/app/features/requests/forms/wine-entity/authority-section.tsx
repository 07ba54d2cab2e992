import { PHONE_MAX_LENGTH } from '../../../../../shared/forms/form-rules.ts';
import { Fieldset } from '../../../../ui/form/fieldset.tsx';
import { TextField } from '../../../../ui/form/text-field.tsx';
import { useWineText } from './use-wine-text.ts';

/** Who sends the request on the establishment's behalf; every field is required (spec 02 §5). */
export function AuthoritySection() {
  const text = useWineText('authority');
  const legend = useWineText('sections');
  return (
    <Fieldset legend={legend('authority')} hint={text('hint')}>
      <TextField name="authority.0.firstName" label={text('firstName')} maxLength={100} autoComplete="given-name" required />
      <TextField name="authority.0.lastName" label={text('lastName')} maxLength={100} autoComplete="family-name" required />
      <TextField name="authority.0.cityOrg" label={text('cityOrg')} maxLength={200} autoComplete="organization" required wide />
      <TextField name="authority.0.phone" type="tel" label={text('phone')} maxLength={PHONE_MAX_LENGTH} inputMode="tel" autoComplete="tel" required />
      <TextField name="authority.0.email" type="email" label={text('email')} autoComplete="email" required />
    </Fieldset>
  );
}
