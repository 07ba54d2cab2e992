import { describe, expect, it } from 'vitest';
import { PASSWORD_STRENGTH_LABELS } from '../constants/account.ts';
import { passwordStrength } from './password-strength.ts';

const label = (password: string) => passwordStrength(password).label;

describe('password strength (spec 02 §5)', () => {
  it('has exactly the six labels of the spec, weakest first', () => {
    expect(PASSWORD_STRENGTH_LABELS).toEqual(['too short', 'very weak', 'weak', 'good', 'very good', 'very strong']);
  });

  it('calls anything under 6 characters too short', () => {
    expect(label('')).toBe('too short');
    expect(label('Ab1!x')).toBe('too short');
    expect(passwordStrength('Ab1!x').score).toBe(0);
  });

  it('counts characters, not UTF-16 units, against the minimum', () => {
    expect(label('žluťo')).toBe('too short');
    expect(label('žluťou')).not.toBe('too short');
  });

  it('rates common passwords and trivial patterns very weak, however long', () => {
    expect(label('123456')).toBe('very weak');
    expect(label('Password')).toBe('very weak');
    expect(label('aaaaaaaaaaaaaaaaaa')).toBe('very weak');
    expect(label('abcdefghijklmnop')).toBe('very weak');
    expect(label('987654321')).toBe('very weak');
  });

  it('rates a six-letter word very weak and an eight-letter word weak', () => {
    expect(label('kocour')).toBe('very weak');
    expect(label('kocourek')).toBe('weak');
  });

  it('rises with mixed character classes and length up to very strong', () => {
    expect(label('kocour12')).toBe('good');
    expect(label('Kocourek12')).toBe('good');
    expect(label('Kocourek12!x')).toBe('very good');
    expect(label('Modry-Portugal-2024')).toBe('very strong');
  });

  it('never gets weaker when a character is appended', () => {
    const samples = ['kocour', 'Kocour1', 'ryzlink!', 'Frankovka2019', 'mlha nad Palavou'];
    for (const sample of samples) {
      for (const extra of ['a', 'Z', '7', '#']) {
        expect(passwordStrength(sample + extra).score).toBeGreaterThanOrEqual(passwordStrength(sample).score);
      }
    }
  });
});
