import { useSearch } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { NEWSLETTER_INTERESTS, type NewsletterInterest } from '../../../shared/constants/account.ts';
import { OfflineError, apiPost } from '../../lib/api-client.ts';
import type { BlockProps } from '../../ui/screen-props.ts';
import type { NewsletterInput, NewsletterValues } from './newsletter-schema.ts';
import { isSubscribed, newsletterStatusOf, statusFromAddress, type NewsletterStatus } from './newsletter-status.ts';
import './texts.ts';
import './cms-forms.css';

const INTEREST_LABELS: Record<NewsletterInterest, string> = {
  veřejnost: 'newsletter.public',
  odborníky: 'newsletter.professionals',
};

/** Subscribes; the answer's id means success, 'old' an e-mail already subscribed, anything else (or no answer) an error. */
async function subscribe(values: NewsletterValues): Promise<{ status: NewsletterStatus; offline: boolean }> {
  try {
    return {
      status: newsletterStatusOf(await apiPost('/api/newsletter/save', { ...values, locale: 'cs' })),
      offline: false,
    };
  } catch (error) {
    console.warn('Newsletter subscription failed', error);
    return { status: 'error', offline: error instanceof OfflineError };
  }
}

function NewsletterBox() {
  const { t } = useTranslation();
  const id = useId();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const [arrival] = useState(() => statusFromAddress(search));
  const [status, setStatus] = useState<NewsletterStatus>(arrival);
  const [offline, setOffline] = useState(false);
  // The schema and its library are loaded at the first validation, not with the page (the box is on the home page,
  // and zod is about 25 KiB of script that every visitor would otherwise load and run before the page responds).
  const resolver = useMemo(() => {
    let validate: Promise<Resolver<NewsletterInput, unknown, NewsletterValues>> | undefined;
    const lazy: Resolver<NewsletterInput, unknown, NewsletterValues> = async (values, context, options) => {
      validate ??= Promise.all([import('@hookform/resolvers/zod'), import('./newsletter-schema.ts')]).then(
        ([{ zodResolver }, { newsletterSchema }]) =>
          zodResolver(
            newsletterSchema({
              required: t('newsletter.required'),
              invalidEmail: t('newsletter.invalidEmail'),
              interestsRequired: t('newsletter.interestsRequired'),
            }),
          ),
      );
      // A failed load is asked for again at the next validation (the browser answers it from a cached failure until the
      // page is reloaded, see lazy-code.ts); the form keeps what was typed meanwhile.
      validate.catch(() => (validate = undefined));
      return (await validate)(values, context, options);
    };
    return lazy;
  }, [t]);
  const form = useForm<NewsletterInput, unknown, NewsletterValues>({
    resolver,
    mode: 'onChange',
    defaultValues: { email: '', interests: [] },
  });
  const boxRef = useRef<HTMLElement>(null);
  // Arriving from the unsubscribe link, the box (at the foot of the page) is what the visitor came to see.
  useEffect(() => {
    if (arrival === 'unsubscribed') boxRef.current?.scrollIntoView({ block: 'center' });
  }, [arrival]);
  // After sending, the heading (which now says what happened) takes the focus: in success the form and its button are gone.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [answered, setAnswered] = useState(0);
  useEffect(() => {
    if (answered > 0) headingRef.current?.focus();
  }, [answered]);
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await subscribe(values);
    setOffline(result.offline);
    setStatus(result.status);
    setAnswered((count) => count + 1);
  });
  const { errors, isSubmitting } = form.formState;
  const headingId = `${id}-heading`;
  const emailId = `${id}-email`;
  return (
    <section
      ref={boxRef}
      className={`newsletter newsletter--${status}`}
      aria-labelledby={headingId}
      data-testid="newsletter"
    >
      <div aria-live="polite">
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {t(`newsletter.heading.${status}`)}
        </h2>
        {isSubscribed(status) && <p>{t('newsletter.successText')}</p>}
        {status === 'unsubscribed' && <p>{t('newsletter.unsubscribedText')}</p>}
        {status === 'error' && offline && <p>{t('newsletter.offline')}</p>}
      </div>
      {!isSubscribed(status) && (
        <form
          className="newsletter__form"
          noValidate
          aria-labelledby={headingId}
          onSubmit={(event) => void onSubmit(event)}
        >
          {status === 'default' && <p className="newsletter__intro">{t('newsletter.intro')}</p>}
          <div className="cms-field">
            <label htmlFor={emailId}>
              {t('newsletter.email')}
              <span className="cms-field__required" aria-hidden="true">
                {' '}
                *
              </span>
            </label>
            <input
              id={emailId}
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder={t('newsletter.emailPlaceholder')}
              {...form.register('email')}
              aria-required="true"
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? `${emailId}-error` : undefined}
            />
            {errors.email?.message && (
              <span id={`${emailId}-error`} className="cms-field__error" role="alert">
                {errors.email.message}
              </span>
            )}
          </div>
          <fieldset
            className="cms-field cms-field--choices"
            aria-invalid={errors.interests ? true : undefined}
            aria-describedby={errors.interests ? `${id}-interests-error` : undefined}
          >
            <legend>{t('newsletter.interests')}</legend>
            {NEWSLETTER_INTERESTS.map((interest) => (
              <label key={interest} className="cms-field__option">
                <input type="checkbox" value={interest} {...form.register('interests')} />
                {t(INTEREST_LABELS[interest])}
              </label>
            ))}
            {errors.interests?.message && (
              <span id={`${id}-interests-error`} className="cms-field__error" role="alert">
                {errors.interests.message}
              </span>
            )}
          </fieldset>
          <p className="cms-form__actions">
            <button type="submit" className="button button--primary" disabled={isSubmitting} aria-busy={isSubmitting}>
              {isSubmitting ? t('newsletter.sending') : t('newsletter.submit')}
            </button>
          </p>
        </form>
      )}
    </section>
  );
}

/** The `newsletter` block (spec 02 §2, §6): shown in the Czech locale only. */
export function NewsletterBlock({ locale }: BlockProps<'newsletter'>) {
  return locale === 'cs' ? <NewsletterBox /> : null;
}
