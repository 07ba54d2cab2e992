/** A drive's or a day's time as a traveller reads it: "25 min", "1 h 05 min", "3 h". */
export function formatDriveTime(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return `${whole} min`;
  const rest = whole % 60;
  return rest === 0
    ? `${Math.floor(whole / 60)} h`
    : `${Math.floor(whole / 60)} h ${String(rest).padStart(2, '0')} min`;
}

/** A distance in km with one decimal below 10 km and whole above: "3.4", "27". */
export const formatKm = (km: number): string => (km < 10 ? km.toFixed(1) : String(Math.round(km)));
