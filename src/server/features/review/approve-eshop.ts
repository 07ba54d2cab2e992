import type { Image } from '../../../shared/api/common.ts';
import { ROUTED_LOCALES } from '../../../shared/constants/locales.ts';
import { detailPath, slugify } from '../../../shared/constants/sections.ts';
import type { EshopRequest } from '../../../shared/forms/eshop-request.ts';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../lib/http/api-error.ts';
import { searchDocument } from '../../lib/search-index.ts';
import { catalogueImage } from './catalogue-images.ts';
import { currentRow, nextId, retranslated, upsertRecord, writeSearchDocuments } from './catalogue-write.ts';

interface EshopRow {
  description: unknown;
  logo: Image | null;
  image: Image | null;
}

/** Seeded e-shops are numbered from 60000. */
const FIRST_ID = 60_000;

/** An approved e-shop request written to the catalogue with its search document. */
export async function approveEshop(
  tx: Queryable,
  request: EshopRequest,
  targetId: number | null,
): Promise<{ id: number; url: string }> {
  const current = await currentRow<EshopRow>(tx, 'eshops', targetId);
  if (targetId !== null && !current) throw notFound('The record of this request no longer exists');
  const id = targetId ?? (await nextId(tx, 'eshops', FIRST_ID));
  const slug = slugify(request.title) || 'e-shop';
  const image = await catalogueImage(tx, request.image, current?.image ?? null, request.title);
  await upsertRecord(tx, 'eshops', {
    id,
    slug,
    title: request.title,
    operator: request.operator,
    url: request.url,
    has_card_payment: request.hasCardPayment,
    description: retranslated(current?.description, request.description),
    logo: await catalogueImage(tx, request.logo, current?.logo ?? null, request.title),
    image,
    authority_email: request.authorityEmail,
    authority_phone: request.authorityPhone,
  });
  const url = Object.fromEntries(ROUTED_LOCALES.map((locale) => [locale, detailPath('wine_shops', locale, id, slug)]));
  await writeSearchDocuments(
    tx,
    [
      searchDocument({
        doc_type: 'eshop',
        entity_id: id,
        place_type: 'eshop',
        title: { cs: request.title },
        slug,
        url,
        image,
        keywords: 'eshop e-shop',
      }),
    ],
    'eshop',
    id,
  );
  return { id, url: url.cs ?? '' };
}
