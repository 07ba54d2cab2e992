import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { nextDateTo, southMoravianToggle } from '../../../../shared/forms/event-form-helpers.ts';
import { toBoolean } from '../../../../shared/forms/form-rules.ts';
import { EVENT_CONNECTIONS, EVENT_LIMITS, TEXT_LIMITS } from '../../../../shared/forms/request-constants.ts';
import { Checkbox } from '../../../ui/form/checkbox.tsx';
import { Fieldset } from '../../../ui/form/fieldset.tsx';
import { LocationField } from '../../../ui/form/location-field.tsx';
import { PhoneField } from '../../../ui/form/phone-field.tsx';
import { SearchableMultiSelect } from '../../../ui/form/searchable-multi-select.tsx';
import { SearchableSelect } from '../../../ui/form/searchable-select.tsx';
import { SelectField } from '../../../ui/form/select-field.tsx';
import { TextArea } from '../../../ui/form/text-area.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import { UploadField } from '../../../ui/form/upload-field.tsx';
import { AuthorityFields } from './authority-fields.tsx';
import type { FieldsProps } from './options.ts';
import '../../../ui/request-fields/texts.ts';

/**
 * Every field of the event request (spec 02 §3) with its §4 behaviour: a new start date moves an empty or equal end
 * date with it; the South-Moravian box swaps the free-text city for the region's municipality list and clears both.
 */
export function EventRequestFields({ options }: FieldsProps) {
  const { t } = useTranslation();
  const k = (key: string) => t(`requestFields.event.${key}`);
  const { control, getValues, setValue } = useFormContext();
  const [southMoravian, connectedTo] = useWatch({ control, name: ['isSouthMoravianRegionEvent', 'connectedTo'] }) as [
    unknown,
    unknown,
  ];
  const moveDateTo = (dateFrom: string, previous: unknown) => {
    const dateTo: unknown = getValues('dateTo');
    const next = nextDateTo(
      typeof previous === 'string' ? previous : '',
      dateFrom,
      typeof dateTo === 'string' ? dateTo : '',
    );
    if (next !== dateTo) setValue('dateTo', next, { shouldValidate: true, shouldDirty: true });
  };
  const swapPlace = (checked: boolean) => {
    const next = southMoravianToggle(getValues(), checked);
    setValue('city', next.city, { shouldValidate: true, shouldDirty: true });
    setValue('jmkMunicipality', next.jmkMunicipality, { shouldValidate: true, shouldDirty: true });
  };
  const connections = EVENT_CONNECTIONS.map((id) => ({ id, title: t(`requestFields.event.connections.${id}`) }));
  return (
    <>
      <Fieldset legend={t('requestFields.sections.event')}>
        <SelectField name="eventType" label={k('eventType')} required options={options.eventTypes} />
        <TextField name="title" label={k('title')} hint={k('titleHint')} required maxLength={EVENT_LIMITS.title} wide />
        <TextField name="subtitle" label={k('subtitle')} maxLength={TEXT_LIMITS.line} wide />
        <TextArea name="perex" label={k('perex')} required maxLength={EVENT_LIMITS.perex} rows={3} />
        <TextArea name="text" label={k('text')} maxLength={EVENT_LIMITS.text} rows={6} />
        <TextField
          name="dateFrom"
          type="date"
          label={k('dateFrom')}
          hint={k('dateHint')}
          required
          onChange={moveDateTo}
        />
        <TextField name="dateTo" type="date" label={k('dateTo')} hint={k('dateHint')} required />
        <TextField name="url" type="url" label={k('url')} hint={k('urlHint')} wide />
        <TextField name="entryFee" label={k('entryFee')} maxLength={TEXT_LIMITS.line} />
        <Checkbox name="isSaintMartinEvent" label={k('isSaintMartinEvent')} />
        <Checkbox name="isPinkEvent" label={k('isPinkEvent')} />
        <Checkbox name="isTopEvent" label={k('isTopEvent')} />
      </Fieldset>
      <Fieldset legend={t('requestFields.sections.place')}>
        <Checkbox name="isSouthMoravianRegionEvent" label={k('isSouthMoravianRegionEvent')} onChange={swapPlace} wide />
        {toBoolean(southMoravian) ? (
          <SearchableSelect
            name="jmkMunicipality"
            label={k('jmkMunicipality')}
            required
            options={options.jmkMunicipalities}
          />
        ) : (
          <TextField name="city" label={k('city')} required />
        )}
        <TextArea
          name="placeDescription"
          label={k('placeDescription')}
          required
          maxLength={TEXT_LIMITS.long}
          rows={3}
        />
        <SelectField name="connectedTo" label={k('connectedTo')} options={connections} />
        {connectedTo === 'Lokalita' && <LocationField name="location" label={k('location')} required />}
        {connectedTo === 'Obec' && (
          <SearchableSelect name="municipality" label={k('municipality')} required options={options.municipalities} />
        )}
        {connectedTo === 'Vinař' && (
          <SearchableSelect name="winemaker" label={k('winemaker')} required options={options.winemakers} />
        )}
        <SearchableMultiSelect
          name="winemakers"
          label={k('winemakers')}
          hint={k('winemakersHint')}
          options={options.winemakers}
        />
      </Fieldset>
      <Fieldset legend={t('requestFields.sections.contacts')} hint={k('contactsHint')}>
        <TextField name="contacts.contactPerson" label={k('contactPerson')} required />
        <PhoneField dialCodeName="contacts.dialCode1" phoneName="contacts.phone1" label={k('phone1')} />
        <PhoneField dialCodeName="contacts.dialCode2" phoneName="contacts.phone2" label={k('phone2')} />
        <TextField name="contacts.email" type="email" label={k('email')} />
      </Fieldset>
      <Fieldset legend={t('requestFields.sections.media')}>
        <UploadField name="image" kind="image" label={k('image')} hint={k('imageHint')} />
        <UploadField name="gallery" kind="image" multiple label={k('gallery')} />
        <UploadField name="documents" kind="file" multiple label={k('documents')} />
      </Fieldset>
      <AuthorityFields kind="event" />
    </>
  );
}
