import type { SeedContext } from './seed-context.ts';

export async function seedAccounts(_ctx: SeedContext): Promise<void> {}
