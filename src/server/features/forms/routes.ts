import { formsCalls } from '../../../shared/api/calls/forms.ts';
import { ApiError, notFound, notImplemented } from '../../lib/http/api-error.ts';
import type { ApiRouter } from '../../lib/http/api-router.ts';
import type { ServerDeps } from '../../lib/server-deps.ts';
import { checkFormValues } from './form-values.ts';
import { findForm } from './forms.repo.ts';

/**
 * CMS form definitions are served now. Submissions are checked against their form (404 for an
 * unknown form, 400 naming each bad field) and then answer 501 until storing them lands, like
 * newsletter subscriptions.
 */
export function registerFormsRoutes(router: ApiRouter, { db }: ServerDeps): void {
  router.bind(formsCalls.form, async ({ id, locale }) => {
    const form = await findForm(db, id, locale);
    if (!form) throw notFound('No such form');
    return form;
  });

  router.bind(formsCalls.saveForm, async ({ formId, locale, ...values }) => {
    const form = await findForm(db, formId, locale);
    if (!form) throw notFound('No such form');
    const issues = checkFormValues(form, values);
    if (issues.length > 0) throw new ApiError(400, 'validation_failed', 'The request has invalid fields', issues);
    throw notImplemented('/api/saveForm');
  });

  router.bind(formsCalls.newsletter, async () => {
    throw notImplemented('/api/newsletter/save');
  });
}
