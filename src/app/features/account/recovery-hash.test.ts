import { describe, expect, it } from 'vitest';
import { recoveryToken } from './recovery-hash.ts';

describe('recovery hash', () => {
  it('reads the token of a recovery link and nothing else', () => {
    expect(recoveryToken('#type=recovery&access_token=abcdefghijklmnopqrstuvwxyz_-12')).toBe(
      'abcdefghijklmnopqrstuvwxyz_-12',
    );
    expect(recoveryToken('type=recovery&access_token=abcdefghijklmnopqrstuvwxyz')).toBe('abcdefghijklmnopqrstuvwxyz');
    expect(recoveryToken('#type=signup&access_token=abcdefghijklmnopqrstuvwxyz')).toBeUndefined();
    expect(recoveryToken('#type=recovery&access_token=short')).toBeUndefined();
    expect(recoveryToken('#type=recovery&access_token=abcdefghijklmnopqrstuvwxyz<script>')).toBeUndefined();
    expect(recoveryToken('#page=2')).toBeUndefined();
  });
});
