import type { Context, MiddlewareHandler } from 'hono';
import { contentCalls } from '../../../shared/api/calls/content.ts';
import { encyclopediaCalls } from '../../../shared/api/calls/encyclopedia.ts';
import { eventsCalls } from '../../../shared/api/calls/events.ts';
import { placesCalls } from '../../../shared/api/calls/places.ts';
import { searchCalls } from '../../../shared/api/calls/search.ts';
import { tripRouteCalls } from '../../../shared/api/calls/trip-route.ts';
import { tripsCalls } from '../../../shared/api/calls/trips.ts';
import { winesCalls } from '../../../shared/api/calls/wines.ts';
import type { CallDefinition } from '../../../shared/api/define-call.ts';
import { clientAddress } from '../auth/client-address.ts';
import { ClientConcurrency } from './client-concurrency.ts';
import { COSTLY_READ_REFUSAL_DELAY_MS, COSTLY_READ_RETRY_SECONDS, COSTLY_READS_PER_CLIENT } from './input-limits.ts';

type IsCostly = (c: Context) => boolean;

const always: IsCostly = () => true;
/** Costly when the query parameter `name` holds a search term. */
const searched =
  (name: string): IsCostly =>
  (c) =>
    (c.req.queries(name) ?? []).some((value) => value.trim() !== '');
/** The map of all places or of one type is a stored answer per catalogue version; a searched map or a mix of types is built per request. */
const builtMap: IsCostly = (c) =>
  searched('s')(c) ||
  (c.req.queries('t') ?? []).flatMap((value) => value.split(',')).filter((type) => type.trim() !== '').length > 1;

/**
 * The public reads whose cost grows with a free-text term: the searches, the map with a search term or a mix of
 * types, and the lists searched by a term; and a trip day's route (it may wait seconds on the routing service) and
 * the events along it (a distance query over many points). One client may run only a few at once
 * (COSTLY_READS_PER_CLIENT), so its flood cannot hold up everyone else's requests.
 */
const COSTLY_READS = new Map<CallDefinition, IsCostly>([
  [searchCalls.search, always],
  [tripsCalls.placesSearch, always],
  [tripRouteCalls.route, always],
  [tripRouteCalls.routeEvents, always],
  [encyclopediaCalls.encyclopedia, searched('query')],
  [placesCalls.map, builtMap],
  ...[
    contentCalls.news,
    contentCalls.download,
    eventsCalls.eventList,
    placesCalls.wineEntityList,
    placesCalls.restaurantList,
    placesCalls.eshopList,
    placesCalls.tagEntity,
    winesCalls.mlWineList,
  ].map((call): [CallDefinition, IsCostly] => [call, searched('s')]),
]);

/**
 * Guards the costly reads: each client address may have COSTLY_READS_PER_CLIENT of them in flight (one more is a 429
 * with Retry-After, held COSTLY_READ_REFUSAL_DELAY_MS).
 */
export class CostlyReads {
  private readonly inFlight: ClientConcurrency;

  constructor(perClient: number = COSTLY_READS_PER_CLIENT) {
    this.inFlight = new ClientConcurrency('searches', perClient, COSTLY_READ_RETRY_SECONDS);
  }

  /** The middleware for `call`, or undefined when none of its requests is costly. */
  guardFor(call: CallDefinition): MiddlewareHandler | undefined {
    const isCostly = COSTLY_READS.get(call);
    if (!isCostly) return undefined;
    return async (c, next) => {
      if (!isCostly(c)) return next();
      let leave: () => void;
      try {
        leave = this.inFlight.enter(clientAddress(c));
      } catch (refusal) {
        await new Promise((resolve) => setTimeout(resolve, COSTLY_READ_REFUSAL_DELAY_MS));
        throw refusal;
      }
      try {
        await next();
      } finally {
        leave();
      }
    };
  }
}
