const EARTH_RADIUS_KM = 6371;

/** The great-circle (haversine) distance in km between two points given as SQL expressions in degrees. */
export const greatCircleKmSql = (lat1: string, lng1: string, lat2: string, lng2: string): string =>
  `${2 * EARTH_RADIUS_KM} * asin(least(1, sqrt(
    sin(radians(${lat2} - ${lat1}) / 2) ^ 2 +
    cos(radians(${lat1})) * cos(radians(${lat2})) * sin(radians(${lng2} - ${lng1}) / 2) ^ 2)))`;
