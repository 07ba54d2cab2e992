import type { CallDefinition } from './define-call.ts';
import { healthCalls } from './calls/health.ts';
import { pageCalls } from './calls/pages.ts';
import { placesCalls } from './calls/places.ts';
import { eventsCalls } from './calls/events.ts';
import { winesCalls } from './calls/wines.ts';
import { contentCalls } from './calls/content.ts';
import { encyclopediaCalls } from './calls/encyclopedia.ts';
import { searchCalls } from './calls/search.ts';
import { accountCalls } from './calls/account.ts';
import { authCalls } from './calls/auth.ts';
import { tripsCalls } from './calls/trips.ts';
import { tripPlanCalls } from './calls/trip-plan.ts';
import { tripRouteCalls } from './calls/trip-route.ts';
import { requestsCalls } from './calls/requests.ts';
import { formsCalls } from './calls/forms.ts';
import { reviewCalls } from './calls/review.ts';

/** Every /api call of both specs plus the ones we add (auth, pages, health, request options, review). */
export const callGroups = {
  health: healthCalls,
  pages: pageCalls,
  places: placesCalls,
  events: eventsCalls,
  wines: winesCalls,
  content: contentCalls,
  encyclopedia: encyclopediaCalls,
  search: searchCalls,
  account: accountCalls,
  auth: authCalls,
  trips: tripsCalls,
  tripPlan: tripPlanCalls,
  tripRoute: tripRouteCalls,
  requests: requestsCalls,
  forms: formsCalls,
  review: reviewCalls,
} as const;

export const allCalls: readonly CallDefinition[] = Object.values(callGroups).flatMap(
  (group) => Object.values(group) as CallDefinition[],
);

type CallGroups = typeof callGroups;
/** Every call as one union type, each with its literal path and method. */
export type AnyCall = { [G in keyof CallGroups]: CallGroups[G][keyof CallGroups[G]] }[keyof CallGroups];
/** The path of every GET call. */
export type GetCallPath = Extract<AnyCall, { method: 'GET' }>['path'];
/** The GET call served at a path. */
export type GetCallAt<P extends GetCallPath> = Extract<AnyCall, { method: 'GET'; path: P }>;
/** The path of every POST call. The server reads a JSON body for the form-encoded ones too, so the app sends JSON throughout. */
export type PostCallPath = Extract<AnyCall, { method: 'POST' }>['path'];
/** The POST call served at a path. */
export type PostCallAt<P extends PostCallPath> = Extract<AnyCall, { method: 'POST'; path: P }>;
