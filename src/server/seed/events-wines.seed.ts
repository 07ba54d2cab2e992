import type { SeedContext } from './seed-context.ts';

export async function seedEventsAndWines(_ctx: SeedContext): Promise<void> {}
