/** Spec 01 §3: an episode's duration, given in seconds, is shown as mm:ss (an hour and more stays in minutes: 75:00). */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** The same length for a screen reader, as whole minutes and seconds (ISO 8601, for `<time datetime>`). */
export function isoDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `PT${Math.floor(whole / 60)}M${whole % 60}S`;
}
