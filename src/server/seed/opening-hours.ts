import type { Random } from './random.ts';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** A plausible opening-hours section (spec 02 §3 openingHours[0]): regular hours, maybe summer/winter. */
export function generateOpeningHours(random: Random) {
  const regular = random.chance(0.7);
  const seasonal = regular && random.chance(0.4);
  const day = (open: boolean, from: string, to: string) => (open ? { from, to } : { from: null, to: null });
  const summer = Object.fromEntries(
    DAYS.map((d, i) => [d, day(i >= 3 || random.chance(0.3), i >= 5 ? '10:00' : '14:00', i >= 5 ? '22:00' : '20:00')]),
  );
  const winter = Object.fromEntries(DAYS.map((d, i) => [d, day(i >= 4, '15:00', i >= 5 ? '21:00' : '19:00')]));
  return {
    hasOpeningHoursRegular: regular,
    hasSummerWinterDifferent: seasonal,
    summerMonthFrom: seasonal ? 4 : null,
    summerMonthTo: seasonal ? 10 : null,
    winterMonthFrom: seasonal ? 11 : null,
    winterMonthTo: seasonal ? 3 : null,
    summer: regular ? summer : {},
    winter: seasonal ? winter : {},
    notice: regular ? null : 'Po telefonické domluvě.',
  };
}

export const phoneNumber = (random: Random): string =>
  `${random.pick(['602', '603', '604', '605', '606', '607', '608', '721', '724', '731', '737', '739', '775', '777'])}${String(random.int(0, 999_999)).padStart(6, '0')}`;
