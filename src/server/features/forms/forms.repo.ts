import type { CmsForm } from '../../../shared/api/calls/forms.ts';
import type { Queryable } from '../../db/database.ts';

/** A CMS form in a locale; a locale the form is not translated into gets the Czech definition. */
export async function findForm(db: Queryable, id: number, locale: string): Promise<CmsForm | null> {
  const [row] = await db.query<{ definition: Omit<CmsForm, 'id'> }>(
    "SELECT coalesce(definition->$2, definition->'cs') AS definition FROM cms_forms WHERE id = $1",
    [id, locale],
  );
  return row ? { id, ...row.definition } : null;
}
