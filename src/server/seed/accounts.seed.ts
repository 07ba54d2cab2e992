import type { CmsForm, CmsFormField } from '../../shared/api/calls/forms.ts';
import { ROUTED_LOCALES, type RoutedLocale } from '../../shared/constants/locales.ts';
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

type Tr = Record<RoutedLocale, string>;
const tr = (cs: string, en: string, pl: string): Tr => ({ cs, en, pl });

const DEMO_USERS = [
  {
    email: 'jana.novakova@example.cz',
    name: 'Jana Nováková',
    role: 'user',
    newsletterPublic: true,
    newsletterProfessionals: false,
  },
  {
    email: 'petr.svoboda@example.cz',
    name: 'Petr Svoboda',
    role: 'user',
    newsletterPublic: false,
    newsletterProfessionals: true,
  },
  {
    email: 'lucie.dvorakova@example.cz',
    name: 'Lucie Dvořáková',
    role: 'user',
    newsletterPublic: false,
    newsletterProfessionals: false,
  },
  {
    email: 'redakce@example.cz',
    name: 'Tomáš Procházka',
    role: 'editor',
    newsletterPublic: false,
    newsletterProfessionals: false,
  },
] as const;

/** Trips by user index: each keeps to one wine subregion, as a real weekend plan would. */
const DEMO_TRIPS = [
  {
    user: 0,
    subregionId: 1,
    title: 'Víkend na Pálavě',
    description: 'Sobota Mikulov a Pavlov, v neděli sklepy v Dolních Věstonicích a oběd u vody.',
  },
  {
    user: 0,
    subregionId: 3,
    title: 'Modré Hory na kole',
    description: 'Okruh kolem Velkých Pavlovic po vinařských stezkách, degustace frankovky a modrého portugalu.',
  },
  { user: 0, subregionId: 4, title: 'Znojemské sklepy', description: '' },
  { user: 1, subregionId: 2, title: 'Slovácko s přáteli', description: 'Búdy v Petrově, Strážnice a večer cimbálka.' },
  { user: 1, subregionId: 5, title: 'Mělník a okolí', description: 'Ludmila, soutok a zámecké sklepy.' },
  { user: 2, subregionId: 6, title: 'Litoměřické vinice', description: 'Jednodenní výlet z Prahy vlakem.' },
] as const;

const consent = (id: string): CmsFormFieldDraft => ({
  id,
  kind: 'checkbox',
  required: true,
  label: tr(
    'Souhlasím se zpracováním osobních údajů',
    'I agree to the processing of personal data',
    'Wyrażam zgodę na przetwarzanie danych osobowych',
  ),
});

type LeafField = Exclude<CmsFormField, { kind: 'fieldset' }>;
type CmsFormFieldDraft = {
  id: string;
  kind: CmsFormField['kind'];
  label: Tr;
  required: boolean;
  placeholder?: Tr;
  hint?: Tr;
  variant?: 'short' | 'medium' | 'long';
  maxLength?: number;
  choices?: { value: string; label: Tr }[];
  fields?: CmsFormFieldDraft[];
};
const name: CmsFormFieldDraft = {
  id: 'name',
  kind: 'input',
  variant: 'medium',
  required: true,
  label: tr('Jméno a příjmení', 'Full name', 'Imię i nazwisko'),
  placeholder: tr('Jana Nováková', 'Jana Nováková', 'Jana Nováková'),
};
const email: CmsFormFieldDraft = {
  id: 'email',
  kind: 'input',
  variant: 'medium',
  required: true,
  label: tr('E-mail', 'E-mail', 'E-mail'),
  placeholder: tr('jana@example.cz', 'jana@example.com', 'jana@example.pl'),
};
const phone: CmsFormFieldDraft = {
  id: 'phone',
  kind: 'input',
  variant: 'short',
  required: false,
  label: tr('Telefon', 'Phone', 'Telefon'),
  hint: tr('9 číslic, např. 602 123 456', '9 digits, e.g. 602 123 456', '9 cyfr, np. 602 123 456'),
};
const choice = (value: string, cs: string, en: string, pl: string) => ({ value, label: tr(cs, en, pl) });

const CMS_FORMS: {
  id: number;
  key: string;
  title: Tr;
  submitLabel: Tr;
  successMessage: Tr;
  fields: CmsFormFieldDraft[];
}[] = [
  {
    id: 1,
    key: 'contact',
    title: tr('Kontaktní formulář', 'Contact form', 'Formularz kontaktowy'),
    submitLabel: tr('Odeslat', 'Send', 'Wyślij'),
    successMessage: tr(
      'Děkujeme, ozveme se vám co nejdříve.',
      'Thank you, we will get back to you soon.',
      'Dziękujemy, odezwiemy się jak najszybciej.',
    ),
    fields: [
      name,
      email,
      phone,
      {
        id: 'subject',
        kind: 'choice',
        required: true,
        label: tr('Čeho se dotaz týká', 'Subject', 'Temat'),
        choices: [
          choice('web', 'Dotaz k webu', 'Question about the site', 'Pytanie o stronę'),
          choice('data', 'Oprava údajů', 'Correction of details', 'Poprawka danych'),
          choice('partnership', 'Spolupráce', 'Partnership', 'Współpraca'),
          choice('other', 'Jiné', 'Other', 'Inne'),
        ],
      },
      { id: 'message', kind: 'textarea', required: true, maxLength: 2000, label: tr('Zpráva', 'Message', 'Wiadomość') },
      consent('consent'),
    ],
  },
  {
    id: 2,
    key: 'tasting',
    title: tr(
      'Přihláška na řízenou degustaci',
      'Guided tasting registration',
      'Zgłoszenie na degustację z przewodnikiem',
    ),
    submitLabel: tr('Přihlásit se', 'Register', 'Zapisz się'),
    successMessage: tr(
      'Přihláška je odeslána, potvrzení přijde e-mailem.',
      'Your registration is sent; a confirmation will follow by e-mail.',
      'Zgłoszenie wysłane, potwierdzenie przyjdzie e-mailem.',
    ),
    fields: [
      {
        id: 'participant',
        kind: 'fieldset',
        required: false,
        label: tr('Účastník', 'Participant', 'Uczestnik'),
        fields: [name, email, phone],
      },
      {
        id: 'date',
        kind: 'choice',
        required: true,
        label: tr('Termín', 'Date', 'Termin'),
        choices: [
          choice(
            'spring',
            'Jarní degustace mladých vín',
            'Spring tasting of young wines',
            'Wiosenna degustacja młodych win',
          ),
          choice('summer', 'Letní rosé a klarety', 'Summer rosé and claret', 'Letnie rosé i klarety'),
          choice('autumn', 'Svatomartinská vína', 'St. Martin wines', 'Wina świętomarcińskie'),
        ],
      },
      {
        id: 'persons',
        kind: 'choice',
        required: true,
        label: tr('Počet osob', 'Number of people', 'Liczba osób'),
        choices: [
          choice('1', '1', '1', '1'),
          choice('2', '2', '2', '2'),
          choice('3', '3', '3', '3'),
          choice('4', '4 a více', '4 or more', '4 i więcej'),
        ],
      },
      {
        id: 'driver',
        kind: 'checkbox',
        required: false,
        label: tr(
          'Budu řídit (nabídneme nealko variantu)',
          'I will be driving (we offer an alcohol-free option)',
          'Będę prowadzić (zaproponujemy wersję bezalkoholową)',
        ),
      },
      {
        id: 'note',
        kind: 'textarea',
        required: false,
        maxLength: 500,
        label: tr('Poznámka', 'Note', 'Uwagi'),
        hint: tr('Alergie, bezbariérový přístup…', 'Allergies, step-free access…', 'Alergie, dostęp bez barier…'),
      },
      consent('consent'),
    ],
  },
  {
    id: 3,
    key: 'feedback',
    title: tr('Zpětná vazba k webu', 'Feedback on the site', 'Opinia o stronie'),
    submitLabel: tr('Odeslat hodnocení', 'Send feedback', 'Wyślij opinię'),
    successMessage: tr('Děkujeme za vaše hodnocení.', 'Thank you for your feedback.', 'Dziękujemy za opinię.'),
    fields: [
      {
        id: 'rating',
        kind: 'choice',
        required: true,
        label: tr('Jak se vám web líbí?', 'How do you like the site?', 'Jak podoba się strona?'),
        choices: [
          choice('5', 'Výborně', 'Very much', 'Bardzo'),
          choice('4', 'Dobře', 'Good', 'Dobrze'),
          choice('3', 'Průměrně', 'Average', 'Średnio'),
          choice('1', 'Špatně', 'Poorly', 'Słabo'),
        ],
      },
      {
        id: 'liked',
        kind: 'textarea',
        required: false,
        maxLength: 1000,
        label: tr('Co se vám líbilo?', 'What did you like?', 'Co się podobało?'),
      },
      {
        id: 'improve',
        kind: 'textarea',
        required: false,
        maxLength: 1000,
        label: tr('Co bychom měli zlepšit?', 'What should we improve?', 'Co powinniśmy poprawić?'),
      },
      {
        ...email,
        required: false,
        variant: 'long',
        hint: tr('Jen pokud chcete odpověď', 'Only if you want a reply', 'Tylko jeśli chcesz odpowiedź'),
      },
    ],
  },
];

function localizeField(field: CmsFormFieldDraft, locale: RoutedLocale): CmsFormField {
  const base = {
    id: field.id,
    label: field.label[locale],
    placeholder: field.placeholder?.[locale] ?? null,
    hint: field.hint?.[locale] ?? null,
    required: field.required,
  };
  switch (field.kind) {
    case 'input':
      return { ...base, kind: 'input', variant: field.variant ?? 'medium' };
    case 'textarea':
      return { ...base, kind: 'textarea', maxLength: field.maxLength ?? null };
    case 'checkbox':
      return { ...base, kind: 'checkbox' };
    case 'choice':
      return {
        ...base,
        kind: 'choice',
        choices: (field.choices ?? []).map((c) => ({ value: c.value, label: c.label[locale] })),
      };
    case 'fieldset': {
      const fields = (field.fields ?? [])
        .map((child) => localizeField(child, locale))
        .filter((child): child is LeafField => child.kind !== 'fieldset');
      return { ...base, kind: 'fieldset', legend: field.label[locale], fields };
    }
  }
}

const cmsFormRows = () =>
  CMS_FORMS.map((form) => ({
    id: form.id,
    key: form.key,
    definition: Object.fromEntries(
      ROUTED_LOCALES.map((locale): [RoutedLocale, Omit<CmsForm, 'id'>] => [
        locale,
        {
          title: form.title[locale],
          submitLabel: form.submitLabel[locale],
          successMessage: form.successMessage[locale],
          fields: form.fields.map((field) => localizeField(field, locale)),
        },
      ]),
    ),
  }));

type PlaceRow = { place_type: string; entity_id: number; subregion_id: number | null };

/** Demo accounts with trips of real places, place states, ratings, and the three CMS forms. */
export async function seedAccounts(ctx: SeedContext): Promise<void> {
  const random = ctx.random.fork('accounts');
  const base = new Date(`${ctx.today}T10:00:00Z`).getTime();
  const daysAgo = (days: number) => new Date(base - days * 86_400_000).toISOString();

  const users = DEMO_USERS.map((user, i) => ({
    id: seededUuid(random),
    email: user.email,
    name: user.name,
    role: user.role,
    password_hash: null,
    newsletter_public: user.newsletterPublic,
    newsletter_professionals: user.newsletterProfessionals,
    created_at: daysAgo(400 - i * 30),
    updated_at: daysAgo(60 - i * 5),
  }));
  await bulkInsert(ctx.db, 'users', users);

  const places = await ctx.db.query<PlaceRow>(
    `SELECT DISTINCT place_type, entity_id, subregion_id FROM search_documents
     WHERE place_type IN ('wine_entity', 'restaurant', 'event') AND (date_to IS NULL OR date_to >= $1::date)
     ORDER BY place_type, entity_id`,
    [ctx.today],
  );
  if (places.length === 0) throw new Error('seedAccounts needs the places, events and wines in search_documents first');

  const trips: Record<string, unknown>[] = [];
  const tripPlaces: Record<string, unknown>[] = [];
  DEMO_TRIPS.forEach((trip, i) => {
    const id = seededUuid(random);
    const updated = daysAgo(random.int(1, 90));
    trips.push({
      id,
      user_id: users[trip.user]?.id,
      title: trip.title,
      slug: slugify(trip.title),
      description: trip.description,
      image: null,
      created_at: daysAgo(120 + i),
      updated_at: updated,
      title_updated_at: updated,
      description_updated_at: updated,
    });
    const local = places.filter((place) => place.subregion_id === trip.subregionId);
    const chosen = random.sample(local.length >= 4 ? local : places, random.int(4, 8));
    chosen.forEach((place, position) =>
      tripPlaces.push({
        trip_id: id,
        place_type: place.place_type,
        place_id: place.entity_id,
        position,
        added_at: daysAgo(100 - position),
      }),
    );
  });
  await bulkInsert(ctx.db, 'trips', trips);
  await bulkInsert(ctx.db, 'trip_places', tripPlaces);

  const states: Record<string, unknown>[] = [];
  const ratings: Record<string, unknown>[] = [];
  for (const user of users.filter((u) => u.role === 'user')) {
    for (const place of random.sample(places, 12 + random.int(0, 12))) {
      const isVisited = random.chance(0.5);
      const changed = daysAgo(random.int(1, 200));
      states.push({
        user_id: user.id,
        place_type: place.place_type,
        place_id: place.entity_id,
        is_visited: isVisited,
        is_visited_updated_at: changed,
        is_favorite: isVisited && random.chance(0.5),
        is_favorite_updated_at: changed,
        is_planned_to_visit: !isVisited,
        is_planned_to_visit_updated_at: changed,
      });
      if (isVisited && random.chance(0.7))
        ratings.push({
          user_id: user.id,
          place_type: place.place_type,
          place_id: place.entity_id,
          score: random.int(3, 5),
          updated_at: changed,
        });
    }
  }
  await bulkInsert(ctx.db, 'place_states', states);
  await bulkInsert(ctx.db, 'ratings', ratings);
  await bulkInsert(ctx.db, 'cms_forms', cmsFormRows());
}
