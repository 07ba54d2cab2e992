import { PHONE_MAX_LENGTH } from '../../../../../shared/forms/form-rules.ts';
import { Fieldset } from '../../../../ui/form/fieldset.tsx';
import { TextField } from '../../../../ui/form/text-field.tsx';
import { useWineText } from './use-wine-text.ts';
import { TEXT_LIMITS } from '../../../../../shared/forms/request-constants.ts';

/** Who sends the request on the establishment's behalf; every field is required (spec 02 §5). */
export function AuthoritySection() {
  const text = useWineText('authority');
  const legend = useWineText('sections');
  return (
    <Fieldset legend={legend('authority')} hint={text('hint')}>
      <TextField
        name="authority.0.firstName"
        label={text('firstName')}
        maxLength={TEXT_LIMITS.name}
        autoComplete="given-name"
        required
      />
      <TextField
        name="authority.0.lastName"
        label={text('lastName')}
        maxLength={TEXT_LIMITS.name}
        autoComplete="family-name"
        required
      />
      <TextField
        name="authority.0.cityOrg"
        label={text('cityOrg')}
        maxLength={TEXT_LIMITS.line}
        autoComplete="organization"
        required
        wide
      />
      <TextField
        name="authority.0.phone"
        type="tel"
        label={text('phone')}
        maxLength={PHONE_MAX_LENGTH}
        inputMode="tel"
        autoComplete="tel"
        required
      />
      <TextField name="authority.0.email" type="email" label={text('email')} autoComplete="email" required />
    </Fieldset>
  );
}
