import { PASSWORD_MIN_LENGTH, PASSWORD_STRENGTH_LABELS, type PasswordStrengthLabel } from '../constants/account.ts';

export interface PasswordStrength {
  /** 0 = too short … 5 = very strong: the index into PASSWORD_STRENGTH_LABELS. */
  readonly score: number;
  readonly label: PasswordStrengthLabel;
}

/** Passwords people pick first; long enough to pass the minimum, worthless against guessing. */
const COMMON_PASSWORDS = new Set([
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  '111111',
  '000000',
  '654321',
  '123123',
  'qwerty',
  'qwertz',
  'qwerty123',
  'password',
  'password1',
  'heslo',
  'heslo123',
  'abc123',
  'iloveyou',
  'admin',
  'admin123',
  'letmein',
  'welcome',
  'monkey',
  'dragon',
  'sunshine',
  'vinarstvi',
  'vino123',
]);

const LENGTH_STEPS = [8, 12, 16] as const;
const CHARACTER_CLASSES = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/] as const;

/** 'aaaaaa', 'abcdef', '987654': one character repeated, or a straight run up or down. */
function isTrivialPattern(password: string): boolean {
  const codes = [...password].map((character) => character.codePointAt(0) ?? 0);
  const steps = new Set(codes.slice(1).map((code, i) => code - (codes[i] ?? 0)));
  return steps.size === 1 && [...steps].every((step) => Math.abs(step) <= 1);
}

/**
 * Rates a password for the strength meter (spec 02 §5). Below the minimum length it is 'too short';
 * otherwise points for length (8, 12, 16 characters) and for each character class beyond the first
 * (lower case, upper case, digits, symbols) decide between very weak and very strong. Common
 * passwords and trivial patterns stay very weak whatever their length.
 */
export function passwordStrength(password: string): PasswordStrength {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return strength(0);
  if (COMMON_PASSWORDS.has(password.toLowerCase()) || isTrivialPattern(password)) return strength(1);
  const lengthPoints = LENGTH_STEPS.filter((step) => length >= step).length;
  const classes = CHARACTER_CLASSES.filter((pattern) => pattern.test(password)).length;
  const points = lengthPoints + Math.max(0, classes - 1);
  if (points === 0) return strength(1);
  if (points === 1) return strength(2);
  if (points <= 3) return strength(3);
  if (points <= 5) return strength(4);
  return strength(5);
}

function strength(score: number): PasswordStrength {
  return { score, label: PASSWORD_STRENGTH_LABELS[score] ?? 'too short' };
}
