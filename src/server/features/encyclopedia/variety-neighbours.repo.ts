import type { Image } from '../../../shared/api/common.ts';
import type { Queryable } from '../../db/database.ts';
import { translated } from '../../lib/sql-builder.ts';

type Neighbour = { id: number; title: string; url: string; image: Image | null };

/**
 * The varieties either side of one within its colour: a variety's address is under its colour's path, so moving on
 * stays among the white (or red, or rosé) ones. Undefined when the variety does not exist.
 */
export async function varietyNeighbours(
  db: Queryable,
  id: number,
  locale: string,
): Promise<{ previous: Neighbour | null; next: Neighbour | null } | undefined> {
  const [variety] = await db.query<{ color: string }>('SELECT color FROM wine_varieties WHERE id = $1', [id]);
  if (!variety) return undefined;
  const near = async (direction: '<' | '>') => {
    const [row] = await db.query<Neighbour>(
      `SELECT v.id, ${translated('v.title', '$3')} AS title, ${translated('d.url', '$3')} AS url, v.image FROM wine_varieties v
       JOIN search_documents d ON d.doc_type = 'wine_variety' AND d.entity_id = v.id
       WHERE v.color = $1 AND v.id ${direction} $2 ORDER BY v.id ${direction === '<' ? 'DESC' : 'ASC'} LIMIT 1`,
      [variety.color, id, locale],
    );
    return row ?? null;
  };
  return { previous: await near('<'), next: await near('>') };
}
