import { describe, expect, it } from 'vitest';
import { isSubscribed, newsletterStatusOf, statusFromAddress } from './newsletter-status.ts';

describe('newsletterStatusOf', () => {
  it('is success when the answer has an id', () => {
    expect(newsletterStatusOf({ id: '42', status: 'success' })).toBe('success');
  });

  it('is old when the e-mail is already subscribed, with or without an id', () => {
    expect(newsletterStatusOf({ id: '42', status: 'old' })).toBe('old');
    expect(newsletterStatusOf({ id: null, status: 'old' })).toBe('old');
  });

  it('is error without an id or without an answer', () => {
    expect(newsletterStatusOf({ id: null, status: 'success' })).toBe('error');
    expect(newsletterStatusOf({ id: '', status: 'success' })).toBe('error');
    expect(newsletterStatusOf(null)).toBe('error');
  });
});

describe('statusFromAddress', () => {
  it('shows the unsubscribed status after the unsubscribe link', () => {
    expect(statusFromAddress({ newsletter: 'unsubscribed' })).toBe('unsubscribed');
  });

  it('starts in default otherwise', () => {
    expect(statusFromAddress({})).toBe('default');
    expect(statusFromAddress({ newsletter: 'success' })).toBe('default');
  });
});

describe('isSubscribed', () => {
  it('hides the form in success and old only', () => {
    expect(
      ['default', 'success', 'error', 'old', 'unsubscribed'].filter((s) =>
        isSubscribed(s as Parameters<typeof isSubscribed>[0]),
      ),
    ).toEqual(['success', 'old']);
  });
});
