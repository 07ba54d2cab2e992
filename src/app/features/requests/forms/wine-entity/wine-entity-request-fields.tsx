import { OpeningHoursFields } from '../../../../ui/form/opening-hours-fields.tsx';
import type { FieldsProps } from '../options.ts';
import { AccommodationSection } from './accommodation-section.tsx';
import { AddressSection, CompanyAddressSection } from './address-section.tsx';
import { AuthoritySection } from './authority-section.tsx';
import { BasicSection } from './basic-section.tsx';
import { ContactsSection } from './contacts-section.tsx';
import { CellarServicesSection, CertificationSection } from './flag-sections.tsx';
import { GustationSection } from './gustation-section.tsx';
import { KitchenSection } from './kitchen-section.tsx';
import { OfferSection } from './offer-section.tsx';
import { PhotosSection } from './photos-section.tsx';
import { ProductionSection } from './production-section.tsx';
import { PropertiesSection } from './properties-section.tsx';
import { RelatedSection } from './related-section.tsx';
import { RoomsSection } from './rooms-section.tsx';
import { SanitarySection } from './sanitary-section.tsx';
import { TouristProgramsSection } from './tourist-programs-section.tsx';
import { useWineSections } from './use-wine-sections.ts';
import { useWineText } from './use-wine-text.ts';

/**
 * Every field of the wine-entity request (spec 02 §3), section by section, each shown only under its §4 condition;
 * the surrounding page owns the form element, the submit and the error summary.
 */
export function WineEntityRequestFields({ options }: FieldsProps) {
  const legend = useWineText('sections');
  const shown = useWineSections();
  return (
    <>
      <BasicSection options={options} />
      <AddressSection options={options} />
      {shown.companyAddress && <CompanyAddressSection options={options} />}
      <ContactsSection />
      <AuthoritySection />
      <OpeningHoursFields name="openingHours.0" label={legend('openingHours')} months={options.months} withNotice />
      <PropertiesSection options={options} />
      <GustationSection showDays={shown.gustationDays} />
      <OfferSection options={options} eshopUrl={shown.eshopUrl} />
      <TouristProgramsSection options={options} />
      {shown.cellarServices && <CellarServicesSection />}
      {shown.kitchen && <KitchenSection />}
      <RoomsSection />
      <SanitarySection />
      <AccommodationSection options={options} showDetails={shown.accommodationDetails} />
      {shown.production && <ProductionSection />}
      <RelatedSection options={options} />
      <PhotosSection />
      <CertificationSection />
    </>
  );
}
