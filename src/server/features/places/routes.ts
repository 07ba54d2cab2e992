import { placesCalls } from '../../../shared/api/calls/places.ts';
import { notFound } from '../../lib/http/api-error.ts';
import type { ApiRouter } from '../../lib/http/api-router.ts';
import type { ServerDeps } from '../../lib/server-deps.ts';
import { getTag, listTagged, tagsOf } from './documents.repo.ts';
import { getEshop, listEshops } from './eshops.repo.ts';
import { listFilterOptions } from './filter-options.repo.ts';
import { mapAnswer } from './map-answer.ts';
import { MapAnswerMemory } from './map-answer-memory.ts';
import { nearbyPlaces } from './nearby.repo.ts';
import { relatedEntities } from './related.repo.ts';
import { getRestaurant, listRestaurants } from './restaurants.repo.ts';
import { getWineEntity, listWineEntities, toSummary } from './wine-entities.repo.ts';

export function registerPlacesRoutes(router: ApiRouter, { db }: ServerDeps): void {
  const mapAnswers = new MapAnswerMemory();
  router.bind(placesCalls.wineEntityList, (input) => listWineEntities(db, input));
  router.bind(placesCalls.wineEntityDetail, async ({ id, locale }) => {
    const row = await getWineEntity(db, id, locale);
    if (!row) throw notFound('No such wine entity');
    const languages = await db.query<{ id: number; title: string }>(
      "SELECT id, coalesce(title->>$2, title->>'cs') AS title FROM languages WHERE id = ANY($1::int[]) ORDER BY id",
      [row.language_ids, locale],
    );
    return {
      ...toSummary(row, locale),
      description: row.description,
      gallery: row.gallery,
      street: row.street,
      houseNumber: row.house_number,
      zip: row.zip,
      subregion: row.subregion_id !== null ? { id: row.subregion_id, title: row.subregion ?? '' } : null,
      languages,
      sections: row.sections,
      tags: await tagsOf(db, row.types, row.id, locale),
      relatedEntities: await relatedEntities(
        db,
        { table: 'wine_entities', id: row.id },
        ['wine_entity', 'restaurant'],
        locale,
      ),
    };
  });
  router.bind(placesCalls.restaurantList, (input) => listRestaurants(db, input));
  router.bind(placesCalls.restaurantDetail, async ({ id, locale }) => {
    const restaurant = await getRestaurant(db, id, locale);
    if (!restaurant) throw notFound('No such restaurant');
    return {
      ...restaurant,
      tags: await tagsOf(db, ['restaurant'], id, locale),
      relatedEntities: await relatedEntities(db, { table: 'restaurants', id }, ['wine_entity'], locale),
    };
  });
  router.bind(placesCalls.eshopList, (input) => listEshops(db, input));
  router.bind(placesCalls.eshopDetail, async ({ id, locale }) => {
    const eshop = await getEshop(db, id, locale);
    if (!eshop) throw notFound('No such e-shop');
    return { ...eshop, tags: await tagsOf(db, ['eshop'], id, locale) };
  });
  router.bind(placesCalls.others, (input) => listFilterOptions(db, input));
  router.bind(placesCalls.map, (input, { c }) => mapAnswer(db, mapAnswers, input, c));
  router.bind(placesCalls.nearby, async (input) => {
    const items = await nearbyPlaces(db, input);
    if (!items) throw notFound('No such place');
    return { items };
  });
  router.bind(placesCalls.tagEntity, (input) => listTagged(db, input));
  router.bind(placesCalls.tag, async ({ id, locale }) => {
    const tag = await getTag(db, id, locale);
    if (!tag) throw notFound('No such tag');
    return tag;
  });
}
