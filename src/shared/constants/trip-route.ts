/** A day's route: at least its start and one stop, at most this many points (an OSRM-friendly request). */
export const TRIP_ROUTE_POINTS_MIN = 2;
export const TRIP_ROUTE_POINTS_MAX = 25;
/** Events suggested for a trip are at most this far (great-circle km) from one of its points. */
export const ROUTE_EVENT_RADIUS_KM = 5;
/** The longest date range the route events are asked for (a trip of a month). */
export const ROUTE_EVENTS_DAYS_MAX = 31;
