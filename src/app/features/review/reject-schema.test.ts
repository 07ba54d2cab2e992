import { describe, expect, it } from 'vitest';
import { rejectSchema } from './reject-schema.ts';

const problem = (reason: string) => {
  const result = rejectSchema.safeParse({ reason });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('rejectSchema', () => {
  it('needs a reason, spaces alone are none', () => {
    expect(problem('')).toBe('Povinné pole');
    expect(problem('   ')).toBe('Povinné pole');
  });

  it('takes up to 1000 characters, trimmed', () => {
    expect(rejectSchema.parse({ reason: '  Chybí adresa. ' })).toEqual({ reason: 'Chybí adresa.' });
    expect(problem('a'.repeat(1000))).toBeNull();
    expect(problem('a'.repeat(1001))).toBe('Text může mít nejvýše 1000 znaků');
  });
});
