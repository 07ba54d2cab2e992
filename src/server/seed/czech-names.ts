/** Word lists for realistic generated Czech names. */
export const SURNAMES = [
  'Novák', 'Svoboda', 'Novotný', 'Dvořák', 'Černý', 'Procházka', 'Kučera', 'Veselý', 'Horák', 'Němec', 'Marek', 'Pospíšil',
  'Pokorný', 'Hájek', 'Král', 'Jelínek', 'Růžička', 'Beneš', 'Fiala', 'Sedláček', 'Doležal', 'Zeman', 'Kolář', 'Navrátil',
  'Čermák', 'Vaněk', 'Urban', 'Blažek', 'Kříž', 'Kovář', 'Bartoš', 'Vlček', 'Polák', 'Musil', 'Šimek', 'Konečný', 'Malý',
  'Holub', 'Štěpánek', 'Kadlec', 'Staněk', 'Valenta', 'Sýkora', 'Zapletal', 'Tichý', 'Stejskal', 'Šindelář', 'Mach', 'Hruška', 'Bureš',
];
export const FIRST_NAMES = ['Jan', 'Petr', 'Josef', 'Pavel', 'Martin', 'Tomáš', 'Jiří', 'Lukáš', 'Jana', 'Marie', 'Eva', 'Hana', 'Lenka', 'Petra', 'Kateřina', 'Lucie'];
export const STREETS = ['Sklepní', 'Vinařská', 'Hlavní', 'Nádražní', 'Školní', 'Zahradní', 'Polní', 'Husova', 'Masarykova', 'Dlouhá', 'Krátká', 'U Sklepů', 'Pod Vinohrady', 'Náměstí Míru', 'Kostelní'];
export const GRAPES = ['Ryzlink rýnský', 'Veltlínské zelené', 'Müller Thurgau', 'Sauvignon', 'Pálava', 'Chardonnay', 'Rulandské šedé', 'Rulandské bílé', 'Rulandské modré', 'Frankovka', 'Svatovavřinecké', 'Zweigeltrebe', 'Modrý Portugal', 'André', 'Cabernet Moravia', 'Muškát moravský', 'Tramín červený', 'Neuburské', 'Ryzlink vlašský', 'Merlot'];

export const WINE_ENTITY_NAME_PATTERNS: Record<string, readonly string[]> = {
  winemaker: ['Vinařství {s}', 'Rodinné vinařství {s}', 'Víno {s}', '{s} & syn', 'Vinařství {s} {m}'],
  cellar: ['Vinný sklep {s}', 'Sklep u {s}ů', 'Vinné sklepy {m}', 'Sklípek {s}'],
  wine_bar: ['Vinárna {s}', 'Wine bar {m}', 'Vinárna U Révy {m}', 'Vinný bar {s}'],
  wine_shop: ['Vinotéka {s}', 'Vinotéka {m}', 'Vinný obchod {s}', 'Sudové víno {m}'],
  accommodation: ['Penzion {s}', 'Ubytování u vinaře {s}', 'Vinařský dům {m}', 'Apartmány {m}'],
};
