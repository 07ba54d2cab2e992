import { useEffect } from 'react';
import type { PlaceType } from '../../../shared/constants/places.ts';
import type { PlaceFlags } from '../../lib/place-flags.ts';
import { usePlaceTypeFlags } from '../../lib/place-states.ts';

/**
 * Reads the signed-in user's marks of a list's places (saved ones with the device's unsent changes laid over) and
 * hands them up. A module of its own so that the device database loads for signed-in users only.
 */
export function PlaceMarksReader({
  placeType,
  onMarks,
}: {
  placeType: PlaceType;
  onMarks: (marks: ReadonlyMap<number, PlaceFlags> | null) => void;
}) {
  const marks = usePlaceTypeFlags(placeType);
  useEffect(() => onMarks(marks), [marks, onMarks]);
  return null;
}
