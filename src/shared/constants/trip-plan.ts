/**
 * Without a routing service a leg is estimated: the great-circle distance times a road factor (roads wind; 1.3 is a
 * common rule of thumb for rural Europe) at an average speed for South Moravia's country roads.
 */
export const ROAD_FACTOR = 1.3;
export const AVERAGE_SPEED_KMH = 50;

/** The default time spent at a stop (a tasting, a cellar visit), in minutes. */
export const VISIT_MINUTES = 60;

/** When a day has a date but no start time yet, its schedule starts at this Prague time. */
export const DEFAULT_DAY_START = '09:00';
