import type { SeedContext } from './seed-context.ts';

export async function seedContent(_ctx: SeedContext): Promise<void> {}
