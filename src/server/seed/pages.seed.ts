import type { SeedContext } from './seed-context.ts';

export async function seedPages(_ctx: SeedContext): Promise<void> {}
