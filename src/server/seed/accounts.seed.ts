import { slugify } from '../../shared/constants/sections.ts';
import { bulkInsert } from '../db/bulk-insert.ts';
import type { Random } from './random.ts';
import type { SeedContext } from './seed-context.ts';

/** A v4-shaped UUID from the seed's random stream, so ids are the same on every run. */
export function seededUuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = ['8', '9', 'a', 'b'][random.int(0, 3)] ?? '8';
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

const FORMS = [
  { title: 'Kontaktní formulář', fields: [['name', 'input', 'Jméno', true], ['email', 'input', 'E-mail', true], ['message', 'textarea', 'Zpráva', true], ['consent', 'checkbox', 'Souhlasím se zpracováním údajů', true]] },
  { title: 'Přihláška na degustaci', fields: [['name', 'input', 'Jméno a příjmení', true], ['persons', 'choice', 'Počet osob', true], ['note', 'textarea', 'Poznámka', false]] },
  { title: 'Zpětná vazba', fields: [['rating', 'choice', 'Jak se vám web líbí?', true], ['message', 'textarea', 'Co zlepšit?', false]] },
] as const;

export async function seedAccounts(ctx: SeedContext): Promise<void> {
  const random = ctx.random.fork('accounts');
  const users = [
    { id: seededUuid(random), email: 'jana.novakova@example.cz', name: 'Jana Nováková', role: 'user' },
    { id: seededUuid(random), email: 'petr.svoboda@example.cz', name: 'Petr Svoboda', role: 'user' },
    { id: seededUuid(random), email: 'redakce@example.cz', name: 'Redakce', role: 'editor' },
  ];
  await bulkInsert(ctx.db, 'users', users.map((u) => ({ ...u, password_hash: null, newsletter_public: true, newsletter_professionals: false })));
  const places = await ctx.db.query<{ place_type: string; entity_id: number }>(
    "SELECT DISTINCT place_type, entity_id FROM search_documents WHERE place_type IN ('wine_entity', 'restaurant', 'event') ORDER BY place_type, entity_id",
  );
  const trips: Record<string, unknown>[] = [];
  const tripPlaces: Record<string, unknown>[] = [];
  const titles = ['Víkend na Pálavě', 'Znojemské sklepy', 'Slovácko na kole', 'Mělník a okolí'];
  for (const user of users.slice(0, 2)) {
    for (const title of random.sample(titles, 2)) {
      const id = seededUuid(random);
      trips.push({ id, user_id: user.id, title, description: 'Plán výletu po vinařstvích.', slug: slugify(title), image: null });
      random.sample(places, 6).forEach((place, position) => tripPlaces.push({ trip_id: id, place_type: place.place_type, place_id: place.entity_id, position }));
    }
  }
  await bulkInsert(ctx.db, 'trips', trips);
  await bulkInsert(ctx.db, 'trip_places', tripPlaces);
  await bulkInsert(ctx.db, 'cms_forms', FORMS.map((form, i) => ({
    id: i + 1,
    definition: {
      cs: {
        title: form.title, submitLabel: 'Odeslat', successMessage: 'Děkujeme, formulář byl odeslán.',
        fields: form.fields.map(([id, kind, label, isRequired]) => ({ id, kind, variant: kind === 'input' ? 'medium' : null, label, placeholder: null, hint: null, required: isRequired, choices: kind === 'choice' ? ['1', '2', '3', '4 a více'] : [] })),
      },
    },
  })));
}
