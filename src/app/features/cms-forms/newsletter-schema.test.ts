import { describe, expect, it } from 'vitest';
import { NEWSLETTER_INVALID_EMAIL, NEWSLETTER_REQUIRED } from '../../../shared/constants/account.ts';
import { newsletterSchema } from './newsletter-schema.ts';

const schema = newsletterSchema({
  required: NEWSLETTER_REQUIRED,
  invalidEmail: NEWSLETTER_INVALID_EMAIL,
  interestsRequired: 'Vyberte alespoň jeden newsletter',
});
const messages = (value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('newsletterSchema', () => {
  it('accepts an e-mail with one or both newsletters, trimming the e-mail', () => {
    expect(schema.parse({ email: ' jana@example.cz ', interests: ['veřejnost'] })).toEqual({
      email: 'jana@example.cz',
      interests: ['veřejnost'],
    });
    expect(messages({ email: 'jana@example.cz', interests: ['veřejnost', 'odborníky'] })).toEqual([]);
  });

  it("says 'Povinné pole' for an empty e-mail and 'E-mail má neplatný formát' for a wrong one", () => {
    expect(messages({ email: '  ', interests: ['odborníky'] })).toEqual(['email: Povinné pole']);
    expect(messages({ email: 'jana@', interests: ['odborníky'] })).toEqual(['email: E-mail má neplatný formát']);
  });

  it('needs at least one of the two newsletters', () => {
    expect(messages({ email: 'jana@example.cz', interests: [] })).toEqual([
      'interests: Vyberte alespoň jeden newsletter',
    ]);
  });
});
