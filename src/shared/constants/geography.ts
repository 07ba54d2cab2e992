/**
 * Czech wine geography: the 2 wine regions, their 6 subregions (spec 01 §3) and real wine
 * municipalities with their coordinates. All points lie inside the spec's bounding box
 * 48.537,12.092 – 51.075,18.893.
 */
export const WINE_REGIONS = [
  { id: 1, code: 'morava', title: { cs: 'Morava', en: 'Moravia', pl: 'Morawy', de: 'Mähren' } },
  { id: 2, code: 'cechy', title: { cs: 'Čechy', en: 'Bohemia', pl: 'Czechy', de: 'Böhmen' } },
] as const;

export const WINE_SUBREGIONS = [
  {
    id: 1,
    regionId: 1,
    slug: 'mikulovska',
    title: { cs: 'Mikulovská', en: 'Mikulov', pl: 'Mikulovská', de: 'Mikulov' },
  },
  { id: 2, regionId: 1, slug: 'slovacka', title: { cs: 'Slovácká', en: 'Slovácko', pl: 'Slovácká', de: 'Slovácko' } },
  {
    id: 3,
    regionId: 1,
    slug: 'velkopavlovicka',
    title: { cs: 'Velkopavlovická', en: 'Velké Pavlovice', pl: 'Velkopavlovická', de: 'Velké Pavlovice' },
  },
  { id: 4, regionId: 1, slug: 'znojemska', title: { cs: 'Znojemská', en: 'Znojmo', pl: 'Znojemská', de: 'Znaim' } },
  { id: 5, regionId: 2, slug: 'melnicka', title: { cs: 'Mělnická', en: 'Mělník', pl: 'Mělnická', de: 'Melnik' } },
  {
    id: 6,
    regionId: 2,
    slug: 'litomericka',
    title: { cs: 'Litoměřická', en: 'Litoměřice', pl: 'Litoměřická', de: 'Leitmeritz' },
  },
] as const;

export interface WineMunicipality {
  readonly id: number;
  readonly subregionId: number;
  readonly title: string;
  readonly zip: string;
  readonly latitude: number;
  readonly longitude: number;
}

const m = (
  id: number,
  subregionId: number,
  title: string,
  zip: string,
  latitude: number,
  longitude: number,
): WineMunicipality => ({
  id,
  subregionId,
  title,
  zip,
  latitude,
  longitude,
});

export const WINE_MUNICIPALITIES: readonly WineMunicipality[] = [
  // Mikulovská
  m(101, 1, 'Mikulov', '692 01', 48.8056, 16.6378),
  m(102, 1, 'Valtice', '691 42', 48.7408, 16.755),
  m(103, 1, 'Lednice', '691 44', 48.7999, 16.8035),
  m(104, 1, 'Pavlov', '692 01', 48.8747, 16.6722),
  m(105, 1, 'Dolní Věstonice', '691 29', 48.8879, 16.6364),
  m(106, 1, 'Perná', '691 86', 48.8514, 16.6244),
  m(107, 1, 'Bavory', '692 01', 48.8322, 16.6228),
  m(108, 1, 'Sedlec', '691 21', 48.7778, 16.6956),
  m(109, 1, 'Drnholec', '691 83', 48.8578, 16.4867),
  m(110, 1, 'Dolní Dunajovice', '691 85', 48.8544, 16.5928),
  m(111, 1, 'Horní Věstonice', '691 81', 48.8722, 16.6156),
  m(112, 1, 'Klentnice', '692 01', 48.8453, 16.6453),
  m(113, 1, 'Přítluky', '691 04', 48.85, 16.7694),
  m(114, 1, 'Novosedly', '691 82', 48.8383, 16.4961),
  m(115, 1, 'Brod nad Dyjí', '691 81', 48.8747, 16.5339),
  m(116, 1, 'Hlohovec', '691 43', 48.7758, 16.7633),
  m(117, 1, 'Březí', '691 81', 48.82, 16.57),
  // Slovácká
  m(201, 2, 'Mutěnice', '696 11', 48.9042, 17.0292),
  m(202, 2, 'Dubňany', '696 03', 48.9169, 17.09),
  m(203, 2, 'Bzenec', '696 81', 48.9736, 17.2669),
  m(204, 2, 'Strážnice', '696 62', 48.9008, 17.3169),
  m(205, 2, 'Uherské Hradiště', '686 01', 49.0697, 17.4597),
  m(206, 2, 'Kyjov', '697 01', 49.01, 17.1225),
  m(207, 2, 'Polešovice', '687 37', 49.0325, 17.3336),
  m(208, 2, 'Blatnice pod Svatým Antonínkem', '696 71', 48.9431, 17.4658),
  m(209, 2, 'Hovorany', '696 12', 48.9564, 16.9928),
  m(210, 2, 'Čejč', '696 14', 48.9458, 16.9639),
  m(211, 2, 'Dolní Bojanovice', '696 17', 48.8594, 17.0275),
  m(212, 2, 'Prušánky', '696 21', 48.83, 16.9806),
  m(213, 2, 'Petrov', '696 65', 48.8822, 17.2775),
  m(214, 2, 'Vlčnov', '687 61', 49.0097, 17.5814),
  m(215, 2, 'Uherský Ostroh', '687 24', 48.9856, 17.3897),
  m(216, 2, 'Veselí nad Moravou', '698 01', 48.9536, 17.3764),
  m(217, 2, 'Hodonín', '695 01', 48.8489, 17.1324),
  m(218, 2, 'Vracov', '696 42', 48.9753, 17.2111),
  m(219, 2, 'Moravská Nová Ves', '691 55', 48.8033, 17.01),
  // Velkopavlovická
  m(301, 3, 'Velké Pavlovice', '691 06', 48.9047, 16.8161),
  m(302, 3, 'Velké Bílovice', '691 02', 48.8494, 16.8922),
  m(303, 3, 'Rakvice', '691 03', 48.8583, 16.8133),
  m(304, 3, 'Zaječí', '691 05', 48.8731, 16.7669),
  m(305, 3, 'Hustopeče', '693 01', 48.9408, 16.7378),
  m(306, 3, 'Kobylí', '691 10', 48.9328, 16.8919),
  m(307, 3, 'Bořetice', '691 08', 48.9178, 16.85),
  m(308, 3, 'Čejkovice', '696 15', 48.9047, 16.9428),
  m(309, 3, 'Němčičky', '691 07', 48.9356, 16.8189),
  m(310, 3, 'Starovičky', '693 01', 48.9117, 16.775),
  m(311, 3, 'Šakvice', '691 67', 48.8972, 16.7158),
  m(312, 3, 'Popice', '691 27', 48.9283, 16.6714),
  m(313, 3, 'Vrbice', '691 09', 48.9128, 16.8983),
  m(314, 3, 'Přibice', '691 24', 48.9625, 16.5731),
  m(315, 3, 'Kurdějov', '693 01', 48.9606, 16.7583),
  m(316, 3, 'Šitbořice', '691 76', 48.9964, 16.7817),
  m(317, 3, 'Klobouky u Brna', '691 72', 48.9953, 16.8569),
  m(318, 3, 'Brumovice', '691 11', 48.9697, 16.89),
  m(319, 3, 'Nosislav', '691 64', 49.0136, 16.6531),
  // Znojemská
  m(401, 4, 'Znojmo', '669 02', 48.8555, 16.0488),
  m(402, 4, 'Šatov', '671 22', 48.7878, 16.0097),
  m(403, 4, 'Hnanice', '669 02', 48.7983, 15.9872),
  m(404, 4, 'Nový Šaldorf-Sedlešovice', '671 81', 48.8306, 16.0556),
  m(405, 4, 'Dobšice', '671 82', 48.8433, 16.0828),
  m(406, 4, 'Vrbovec', '671 24', 48.7981, 16.1033),
  m(407, 4, 'Hrušovany nad Jevišovkou', '671 67', 48.8297, 16.4025),
  m(408, 4, 'Jaroslavice', '671 28', 48.7569, 16.2347),
  m(409, 4, 'Tasovice', '671 25', 48.8325, 16.1558),
  m(410, 4, 'Hodonice', '671 25', 48.8353, 16.1694),
  m(411, 4, 'Miroslav', '671 72', 48.9475, 16.3128),
  m(412, 4, 'Dolní Kounice', '664 64', 49.07, 16.465),
  m(413, 4, 'Ivančice', '664 91', 49.1014, 16.3775),
  m(414, 4, 'Lechovice', '671 63', 48.8767, 16.2139),
  m(415, 4, 'Kravsko', '671 51', 48.9128, 16.0428),
  m(416, 4, 'Bantice', '671 61', 48.8756, 16.1794),
  m(417, 4, 'Vranov nad Dyjí', '671 03', 48.8928, 15.8119),
  // Mělnická
  m(501, 5, 'Mělník', '276 01', 50.3503, 14.4742),
  m(502, 5, 'Kutná Hora', '284 01', 49.9484, 15.2682),
  m(503, 5, 'Čáslav', '286 01', 49.9108, 15.3897),
  m(504, 5, 'Karlštejn', '267 18', 49.9344, 14.1881),
  m(505, 5, 'Praha-Troja', '171 00', 50.1161, 14.4131),
  m(506, 5, 'Nelahozeves', '277 51', 50.2614, 14.3006),
  m(507, 5, 'Roudnice nad Labem', '413 01', 50.4253, 14.2617),
  m(508, 5, 'Brandýs nad Labem', '250 01', 50.1869, 14.6633),
  m(509, 5, 'Kralupy nad Vltavou', '278 01', 50.2411, 14.3114),
  // Litoměřická
  m(601, 6, 'Litoměřice', '412 01', 50.5336, 14.1319),
  m(602, 6, 'Velké Žernoseky', '411 01', 50.5386, 14.0608),
  m(603, 6, 'Malé Žernoseky', '411 01', 50.5394, 14.0472),
  m(604, 6, 'Most', '434 01', 50.503, 13.6362),
  m(605, 6, 'Třebívlice', '439 06', 50.4594, 13.8961),
  m(606, 6, 'Lovosice', '410 02', 50.515, 14.0511),
  m(607, 6, 'Chrámce', '434 01', 50.44, 13.7094),
  m(608, 6, 'Libochovice', '411 17', 50.4058, 14.0444),
];

/** Spec 01 §5: the location picker's bounding box. */
export const CZECH_BOUNDS = { south: 48.537, west: 12.092, north: 51.075, east: 18.893 } as const;
