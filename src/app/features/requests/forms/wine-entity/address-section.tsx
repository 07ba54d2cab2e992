import { Checkbox } from '../../../../ui/form/checkbox.tsx';
import { Fieldset } from '../../../../ui/form/fieldset.tsx';
import { TextArea } from '../../../../ui/form/text-area.tsx';
import { TextField } from '../../../../ui/form/text-field.tsx';
import type { RequestOptions } from '../options.ts';
import { AddressFields } from './address-fields.tsx';
import { useWineText } from './use-wine-text.ts';

/** Where the establishment is and how to get there; the box under it asks for the company's own address. */
export function AddressSection({ options }: { options: RequestOptions }) {
  const text = useWineText('address');
  const legend = useWineText('sections');
  return (
    <Fieldset legend={legend('address')}>
      <AddressFields name="address.0" options={options} />
      <TextField name="altitude" type="number" label={text('altitude')} inputMode="numeric" />
      <TextArea name="routeDescription" label={text('routeDescription')} rows={3} />
      <Checkbox name="companyAddressDifferent" label={text('companyAddressDifferent')} wide />
    </Fieldset>
  );
}

/** The company's registered address, asked for only when it differs from the establishment's (spec 02 §4). */
export function CompanyAddressSection({ options }: { options: RequestOptions }) {
  const legend = useWineText('sections');
  return (
    <Fieldset legend={legend('companyAddress')}>
      <AddressFields name="companyAddress.0" options={options} />
    </Fieldset>
  );
}
