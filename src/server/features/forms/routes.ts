import { formsCalls } from '../../../shared/api/calls/forms.ts';
import { notFound, notImplemented } from '../../lib/http/api-error.ts';
import type { ApiRouter } from '../../lib/http/api-router.ts';
import type { ServerDeps } from '../../lib/server-deps.ts';

type FormDefinition = { title: string; submitLabel: string; successMessage: string; fields: { id: string; kind: 'input' | 'textarea' | 'checkbox' | 'choice' | 'fieldset'; variant: 'short' | 'medium' | 'long' | null; label: string; placeholder: string | null; hint: string | null; required: boolean; choices: string[] }[] };

export function registerFormsRoutes(router: ApiRouter, { db }: ServerDeps): void {
  router.bind(formsCalls.form, async ({ id, locale }) => {
    const [row] = await db.query<{ definition: FormDefinition }>("SELECT coalesce(definition->$2, definition->'cs') AS definition FROM cms_forms WHERE id = $1", [id, locale]);
    if (!row) throw notFound('No such form');
    return { id, ...row.definition };
  });
  router.bind(formsCalls.saveForm, async () => {
    throw notImplemented('/api/saveForm');
  });
  router.bind(formsCalls.newsletter, async () => {
    throw notImplemented('/api/newsletter/save');
  });
}
