import { z } from 'zod';
import { NEWSLETTER_INTERESTS } from '../../../shared/constants/account.ts';

export interface NewsletterMessages {
  required: string;
  invalidEmail: string;
  interestsRequired: string;
}

/** Spec 02 §5: the e-mail is required and valid; at least one of the two newsletters is chosen. */
export const newsletterSchema = (messages: NewsletterMessages) =>
  z.object({
    email: z
      .string()
      .trim()
      .min(1, { error: messages.required })
      .max(254, { error: messages.invalidEmail })
      .pipe(z.email({ error: messages.invalidEmail })),
    interests: z
      .array(z.enum(NEWSLETTER_INTERESTS), { error: messages.interestsRequired })
      .min(1, { error: messages.interestsRequired }),
  });

export type NewsletterInput = z.input<ReturnType<typeof newsletterSchema>>;
export type NewsletterValues = z.output<ReturnType<typeof newsletterSchema>>;
