import type { z } from 'zod';
import type { contentCalls } from '../../shared/api/calls/content.ts';
import type { Queryable } from '../db/database.ts';
import { SqlWhere } from './sql-builder.ts';

type Input = z.output<typeof contentCalls.fetchPodcasts.input>;
type Entry = z.input<typeof contentCalls.fetchPodcasts.output>['data']['data'][number];
type Episode = z.input<typeof contentCalls.podcastEpisode.output>;

const EPISODE_SELECT = `SELECT e.id, e.slug, e.simplecast_id AS "simplecastId", e.title, e.publish_date AS "publishDate", e.duration, e.image_url AS "imageUrl",
  e.audio_file_url AS "audioFileUrl", e.description, e.long_description AS "longDescription", e.keywords, e.authors,
  json_build_object('id', p.id, 'slug', p.slug, 'title', p.title) AS podcast
  FROM podcast_episodes e JOIN podcasts p ON p.id = e.podcast_id`;

const SHOW_SELECT = `SELECT p.id, p.slug, p.simplecast_id AS "simplecastId", p.title, p.publish_date AS "publishDate", p.image_url AS "imageUrl",
  (SELECT count(*)::int FROM podcast_episodes e WHERE e.podcast_id = p.id) AS "episodesCount",
  (SELECT to_char(max(e.publish_date), 'YYYY-MM-DD') FROM podcast_episodes e WHERE e.podcast_id = p.id) AS "lastEpisodeDate",
  p.description, p.authors, p.keywords FROM podcasts p`;

const SHOW_ORDER: Record<string, string> = {
  newest_show: 'p.publish_date DESC, p.id',
  alphabetical: 'lower(p.title), p.id',
  newest_episode:
    '(SELECT max(e.publish_date) FROM podcast_episodes e WHERE e.podcast_id = p.id) DESC NULLS LAST, p.id',
};

/** `/api/fetch-podcasts`, also the first page a podcast list's page answer carries (spec 01 §4: server-supplied initial data). */
export async function fetchPodcasts(db: Queryable, input: Input) {
  const offset = (input.page - 1) * input.size;
  if (input.type === 'shows') {
    // With itemId the one show a `show={id}-{slug}` address opens: its card is shown before its episodes arrive.
    const showWhere = () => {
      const where = new SqlWhere().words('p.search_text', input.search);
      if (input.itemId !== undefined) where.and(`p.id = ${where.add(input.itemId)}`);
      return where;
    };
    const where = showWhere();
    const order = SHOW_ORDER[input.sort ?? 'newest_episode'] ?? SHOW_ORDER.newest_episode;
    const rows = await db.query<Entry>(
      `${SHOW_SELECT} ${where} ORDER BY ${order} LIMIT ${where.add(input.size)} OFFSET ${where.add(offset)}`,
      where.params,
    );
    const countWhere = showWhere();
    const [counted] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM podcasts p ${countWhere}`,
      countWhere.params,
    );
    return { success: true, data: { count: counted?.n ?? 0, data: rows } };
  }
  const build = () => {
    const where = new SqlWhere().words('e.search_text', input.search);
    if (input.type === 'show' && input.itemId !== undefined) where.and(`e.podcast_id = ${where.add(input.itemId)}`);
    return where;
  };
  const where = build();
  const direction = input.sort === 'oldest' ? 'ASC' : 'DESC';
  const rows = await db.query<Entry>(
    `${EPISODE_SELECT} ${where} ORDER BY e.publish_date ${direction}, e.id ${direction} LIMIT ${where.add(input.size)} OFFSET ${where.add(offset)}`,
    where.params,
  );
  const countWhere = build();
  const [counted] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM podcast_episodes e ${countWhere}`,
    countWhere.params,
  );
  return { success: true, data: { count: counted?.n ?? 0, data: rows } };
}

export async function getEpisode(db: Queryable, id: number) {
  const [row] = await db.query<Episode>(`${EPISODE_SELECT} WHERE e.id = $1`, [id]);
  return row;
}
