import type { Page } from '../../../shared/api/calls/pages.ts';
import type { PodcastsAnswer } from './api.ts';

/** The first default page of episodes the page answer carries (spec 01 §4: server-supplied initial data is used). */
export const embeddedPodcastList = (page: Page): PodcastsAnswer | undefined => page.podcastList;
