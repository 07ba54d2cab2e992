import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { PHONE_MAX_LENGTH } from '../../../../shared/forms/form-rules.ts';
import { restaurantSections } from '../../../../shared/forms/restaurant-request.ts';
import { Checkbox } from '../../../ui/form/checkbox.tsx';
import { CheckboxGroup } from '../../../ui/form/checkbox-group.tsx';
import { Fieldset } from '../../../ui/form/fieldset.tsx';
import { LocationField } from '../../../ui/form/location-field.tsx';
import { OpeningHoursFields } from '../../../ui/form/opening-hours-fields.tsx';
import { SearchableMultiSelect } from '../../../ui/form/searchable-multi-select.tsx';
import { TextArea } from '../../../ui/form/text-area.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import { UploadField } from '../../../ui/form/upload-field.tsx';
import { AuthorityFields } from './authority-fields.tsx';
import type { FieldsProps } from './options.ts';
import '../../../ui/request-fields/texts.ts';
import { TEXT_LIMITS, WINE_ENTITY_LIMITS } from '../../../../shared/forms/request-constants.ts';

const OFFER = [
  'offerSaintMartinsWine',
  'offerSaintMartinsMenu',
  'hasCardPayment',
  'isDisabledFriendly',
  'hasServingWindow',
  'offerDelivery',
] as const;
/**
 * Every field of the restaurant request (spec 02 §3) with its §4 behaviour: opening hours only with regular hours
 * ticked, season fields only with summer/winter different (both inside OpeningHoursFields), the delivery address only
 * with delivery ticked.
 */
export function RestaurantRequestFields({ options }: FieldsProps) {
  const { t } = useTranslation();
  const k = (key: string) => t(`requestFields.restaurant.${key}`);
  const offerDelivery: unknown = useWatch({ name: 'offerDelivery' });
  const shown = restaurantSections({ offerDelivery });
  return (
    <>
      <Fieldset legend={t('requestFields.sections.restaurant')}>
        <TextField name="title" label={k('title')} required maxLength={TEXT_LIMITS.line} wide />
        <TextArea name="description" label={k('description')} required maxLength={TEXT_LIMITS.long} rows={5} />
      </Fieldset>
      <Fieldset legend={t('requestFields.sections.address')}>
        <TextField
          name="streetWithNumber"
          label={k('streetWithNumber')}
          required
          maxLength={TEXT_LIMITS.line}
          autoComplete="street-address"
        />
        <TextField name="city" label={k('city')} required maxLength={TEXT_LIMITS.name} autoComplete="address-level2" />
        <TextField
          name="zip"
          label={k('zip')}
          hint={k('zipHint')}
          required
          inputMode="numeric"
          maxLength={WINE_ENTITY_LIMITS.zip}
          autoComplete="postal-code"
        />
        <LocationField name="location" label={k('location')} />
      </Fieldset>
      <Fieldset legend={t('requestFields.sections.contacts')}>
        <TextField name="contactPerson" label={k('contactPerson')} required maxLength={TEXT_LIMITS.name} />
        <TextField name="phone" type="tel" label={k('phone')} required maxLength={PHONE_MAX_LENGTH} />
        <TextField name="email" type="email" label={k('email')} />
        <TextField name="web" type="url" label={k('web')} hint={k('urlHint')} placeholder="https://" />
        <TextField
          name="facebook"
          type="url"
          label={k('facebook')}
          hint={k('urlHint')}
          placeholder="https://www.facebook.com/"
        />
        <TextField
          name="instagram"
          type="url"
          label={k('instagram')}
          hint={k('urlHint')}
          placeholder="https://www.instagram.com/"
        />
      </Fieldset>
      <OpeningHoursFields name="openingHours" label={k('openingHours')} months={options.months} />
      <Fieldset legend={t('requestFields.sections.offer')}>
        {OFFER.map((flag) => (
          <Checkbox key={flag} name={flag} label={k(flag)} />
        ))}
        {shown.deliveryUrl && (
          <TextField
            name="deliveryUrl"
            type="url"
            label={k('deliveryUrl')}
            hint={k('urlHint')}
            placeholder="https://"
            wide
          />
        )}
        <CheckboxGroup name="languageCompetences" label={k('languageCompetences')} options={options.languages} />
      </Fieldset>
      <Fieldset legend={t('requestFields.sections.related')}>
        <SearchableMultiSelect name="relatedEntities" label={k('relatedEntities')} options={options.relatedPlaces} />
      </Fieldset>
      <Fieldset legend={t('requestFields.sections.media')}>
        <UploadField name="image" kind="image" label={k('image')} />
        <UploadField name="gallery" kind="image" multiple label={k('gallery')} />
      </Fieldset>
      <AuthorityFields kind="restaurant" withName />
    </>
  );
}
