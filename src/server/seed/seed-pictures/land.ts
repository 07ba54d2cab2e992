import type { Random } from '../random.ts';
import { jitter } from './svg.ts';

/** The season's colours of the land: far hills, fields between the rows, the vines. */
export interface Season {
  readonly far: string;
  readonly ground: string;
  readonly vines: string;
  readonly accent: string;
}

const SEASONS: readonly Season[] = [
  { far: '#7fa3a8', ground: '#c6dd8a', vines: '#4f7d2a', accent: '#9bc25a' },
  { far: '#6f8f80', ground: '#a9c46c', vines: '#2f5d2a', accent: '#6a994e' },
  { far: '#8f8a6e', ground: '#e2c77a', vines: '#9a6a1e', accent: '#d9a441' },
  { far: '#8a7a78', ground: '#d7a77a', vines: '#8c3a24', accent: '#c4683a' },
  { far: '#7d8c9c', ground: '#b7c98f', vines: '#5b6e2a', accent: '#c9b04a' },
];

export function pickSeason(random: Random): Season {
  const season = random.pick(SEASONS);
  return {
    far: jitter(random, season.far),
    ground: jitter(random, season.ground),
    vines: jitter(random, season.vines),
    accent: jitter(random, season.accent),
  };
}
