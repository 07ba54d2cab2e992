import { describe, expect, it } from 'vitest';
import { INVALID_REQUESTS, VALID_REQUESTS } from './request-examples.ts';
import { REQUEST_FORM_KINDS, REQUEST_FORM_SLUGS } from './request-kinds.ts';
import { toRequestPayload } from './request-payload.ts';
import { issuePaths, messagesAt } from './request-test-utils.ts';

describe('the example requests', () => {
  it.each(REQUEST_FORM_SLUGS)(
    'the valid %s request passes, and so does what it sends after a JSON round trip',
    (slug) => {
      const { schema, formSchema } = REQUEST_FORM_KINDS[slug];
      const result = formSchema.safeParse(VALID_REQUESTS[slug]);
      expect(issuePaths(result)).toEqual([]);
      const sent = JSON.parse(JSON.stringify(toRequestPayload(slug, VALID_REQUESTS[slug]))) as unknown;
      expect(issuePaths(schema.safeParse(sent))).toEqual([]);
    },
  );

  it.each(INVALID_REQUESTS.map((example) => [`${example.slug}: ${example.name}`, example] as const))(
    '%s',
    (_name, example) => {
      const result = REQUEST_FORM_KINDS[example.slug].formSchema.safeParse(example.payload);
      expect(result.success).toBe(false);
      expect(messagesAt(result, example.path), issuePaths(result).join('\n')).toContain(example.message);
    },
  );

  it('breaks exactly one rule in each invalid example', () => {
    for (const example of INVALID_REQUESTS) {
      const result = REQUEST_FORM_KINDS[example.slug].formSchema.safeParse(example.payload);
      const elsewhere = issuePaths(result).filter((line) => !line.startsWith(`${example.path}: `));
      // The phone-or-e-mail rule and the open-cellars weekend rule name two fields or two problems by design.
      if (example.name.includes('without') || example.name.includes('Friday')) continue;
      expect(elsewhere, example.name).toEqual([]);
    }
  });
});
