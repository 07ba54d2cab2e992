import { CERTIFICATION_FLAGS } from '../../../../../shared/constants/places.ts';
import { Fieldset } from '../../../../ui/form/fieldset.tsx';
import { FlagCheckboxes } from './flag-checkboxes.tsx';
import { useWineText } from './use-wine-text.ts';

const CELLAR_SERVICES = [
  'hasRecordedMusic',
  'hasLiveMusicRegular',
  'hasLiveMusicOnOrder',
  'hasDancePerformancesRegular',
  'hasDancePerformancesOnOrder',
] as const;
const CERTIFICATIONS = [...CERTIFICATION_FLAGS, 'recommended'] as const;

/** Music and dance in a wine cellar (spec 02 §4: cellars only). */
export function CellarServicesSection() {
  const legend = useWineText('sections');
  return (
    <Fieldset legend={legend('cellarServices')}>
      <FlagCheckboxes at="cellarServices.0" flags={CELLAR_SERVICES} group="cellarServices" />
    </Fieldset>
  );
}

/** The certificates the establishment holds. */
export function CertificationSection() {
  const legend = useWineText('sections');
  return (
    <Fieldset legend={legend('certification')}>
      <FlagCheckboxes flags={CERTIFICATIONS} group="certification" />
    </Fieldset>
  );
}
