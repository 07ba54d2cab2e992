import type { TFunction } from '../../i18n/texts-store.ts';
import { REQUIRED_MESSAGE } from '../../../shared/constants/account.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { RULE_MESSAGES, tooLongMessage } from '../../../shared/forms/form-messages.ts';
import type { SchemaMessages } from './form-schema.ts';

/** The validation messages in the form's locale: the shared Czech texts in Czech (declined by count), i18n otherwise. */
export function schemaMessages(locale: RoutedLocale, t: TFunction): SchemaMessages {
  if (locale === 'cs') return { required: REQUIRED_MESSAGE, tooLong: tooLongMessage, choice: RULE_MESSAGES.choice };
  return {
    required: t('cmsForm.required'),
    tooLong: (max) => t('cmsForm.tooLong', { max }),
    choice: t('cmsForm.choice'),
  };
}
