import { describe, expect, it } from 'vitest';
import { PASSWORD_STRENGTH_LABELS } from '../../../shared/constants/account.ts';
import { i18n } from '../../i18n/i18n.ts';
import { strengthLabelKey } from './strength-label.ts';
import './texts.ts';

const say = (locale: string) =>
  PASSWORD_STRENGTH_LABELS.map((label) => i18n.getFixedT(locale)(strengthLabelKey(label)));

describe('password strength labels (spec 02 §5) in each language', () => {
  it('are the spec labels in English', () => {
    expect(say('en')).toEqual(['too short', 'very weak', 'weak', 'good', 'very good', 'very strong']);
  });

  it('are Czech in the Czech interface and Polish in the Polish one, six different labels each', () => {
    expect(say('cs')).toEqual(['příliš krátké', 'velmi slabé', 'slabé', 'dobré', 'velmi dobré', 'velmi silné']);
    expect(say('pl')).toEqual(['za krótkie', 'bardzo słabe', 'słabe', 'dobre', 'bardzo dobre', 'bardzo silne']);
  });
});
