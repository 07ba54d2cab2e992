import type { SeedContext } from './seed-context.ts';

export async function seedPlaces(_ctx: SeedContext): Promise<void> {}
