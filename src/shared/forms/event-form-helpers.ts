import type { EventRequestInput } from './event-request.ts';

/** Spec 02 §4: a new start date carries the end date along when it was empty or the same day as the old start. */
export function nextDateTo(oldDateFrom: string, newDateFrom: string, dateTo: string): string {
  return dateTo === '' || dateTo === oldDateFrom ? newDateFrom : dateTo;
}

/**
 * Spec 02 §4: toggling isSouthMoravianRegionEvent clears city and municipality. The two place inputs the
 * toggle swaps are the free-text city and the South-Moravian municipality list (jmkMunicipality), so those
 * are cleared; the municipality an event is connected to (connectedTo Obec) is a separate choice and stays.
 */
export function southMoravianToggle<
  T extends Pick<EventRequestInput, 'isSouthMoravianRegionEvent' | 'city' | 'jmkMunicipality'>,
>(values: T, checked: boolean): T {
  return { ...values, isSouthMoravianRegionEvent: checked, city: '', jmkMunicipality: '' };
}
