import type { PasswordStrengthLabel } from '../../../shared/constants/account.ts';

const TEXT_KEYS = {
  'too short': 'tooShort',
  'very weak': 'veryWeak',
  weak: 'weak',
  good: 'good',
  'very good': 'veryGood',
  'very strong': 'veryStrong',
} as const satisfies Record<PasswordStrengthLabel, string>;

/** The i18n key of a spec 02 §5 strength label: the spec names the labels in English, each locale says them its own way. */
export const strengthLabelKey = (label: PasswordStrengthLabel) => `auth.strengthLabels.${TEXT_KEYS[label]}` as const;
