import type { Page } from '../../../shared/api/calls/pages.ts';
import type { PodcastsAnswer } from './api.ts';

/**
 * The first default page of episodes when the page answer carries it (spec 01 §4: "server-supplied initial data is
 * used"), under `podcastList`. Checked by shape, because the page contract does not declare the field yet.
 */
export function embeddedPodcastList(page: Page): PodcastsAnswer | undefined {
  if (!('podcastList' in page)) return undefined;
  const value: unknown = page.podcastList;
  if (typeof value !== 'object' || value === null || !('success' in value) || value.success !== true || !('data' in value)) return undefined;
  const { data } = value;
  if (typeof data !== 'object' || data === null || !('count' in data) || typeof data.count !== 'number' || !('data' in data) || !Array.isArray(data.data)) return undefined;
  return value as PodcastsAnswer;
}
