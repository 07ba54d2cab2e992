/** Real grape varieties grown in Czechia, with their wine colour. */
export const VARIETIES: readonly { cs: string; en: string; color: 'white' | 'red' | 'pink' }[] = [
  ['Ryzlink rýnský', 'Riesling', 'white'], ['Veltlínské zelené', 'Grüner Veltliner', 'white'], ['Müller Thurgau', 'Müller-Thurgau', 'white'],
  ['Sauvignon', 'Sauvignon Blanc', 'white'], ['Pálava', 'Pálava', 'white'], ['Chardonnay', 'Chardonnay', 'white'], ['Rulandské šedé', 'Pinot Gris', 'white'],
  ['Rulandské bílé', 'Pinot Blanc', 'white'], ['Ryzlink vlašský', 'Welschriesling', 'white'], ['Tramín červený', 'Gewürztraminer', 'white'],
  ['Muškát moravský', 'Moravian Muscat', 'white'], ['Neuburské', 'Neuburger', 'white'], ['Sylvánské zelené', 'Sylvaner', 'white'],
  ['Veltlínské červené rané', 'Early Red Veltliner', 'white'], ['Hibernal', 'Hibernal', 'white'], ['Solaris', 'Solaris', 'white'],
  ['Aurelius', 'Aurelius', 'white'], ['Muškát Ottonel', 'Muscat Ottonel', 'white'], ['Kerner', 'Kerner', 'white'], ['Irsai Oliver', 'Irsai Oliver', 'white'],
  ['Děvín', 'Děvín', 'white'], ['Malverina', 'Malverina', 'white'], ['Frankovka', 'Blaufränkisch', 'red'], ['Svatovavřinecké', 'St. Laurent', 'red'],
  ['Zweigeltrebe', 'Zweigelt', 'red'], ['Rulandské modré', 'Pinot Noir', 'red'], ['Modrý Portugal', 'Blauer Portugieser', 'red'], ['André', 'André', 'red'],
  ['Cabernet Moravia', 'Cabernet Moravia', 'red'], ['Cabernet Sauvignon', 'Cabernet Sauvignon', 'red'], ['Merlot', 'Merlot', 'red'],
  ['Dornfelder', 'Dornfelder', 'red'], ['Neronet', 'Neronet', 'red'], ['Alibernet', 'Alibernet', 'red'], ['Cabernet Cortis', 'Cabernet Cortis', 'red'],
  ['Regent', 'Regent', 'red'], ['Agni', 'Agni', 'red'], ['Frankovka rosé', 'Blaufränkisch rosé', 'pink'], ['Zweigeltrebe rosé', 'Zweigelt rosé', 'pink'],
  ['Rulandské modré rosé', 'Pinot Noir rosé', 'pink'],
].map(([cs, en, color]) => ({ cs: cs as string, en: en as string, color: color as 'white' | 'red' | 'pink' }));

export const EVENT_TYPES: readonly { slug: string; cs: string; en: string; pl: string }[] = [
  ['degustace', 'Degustace', 'Tasting', 'Degustacja'], ['otevrene-sklepy', 'Otevřené sklepy', 'Open cellars', 'Otwarte piwnice'],
  ['vinobrani', 'Vinobraní', 'Grape harvest festival', 'Winobranie'], ['kost', 'Výstava vín', 'Wine show', 'Wystawa win'],
  ['festival', 'Festival', 'Festival', 'Festiwal'], ['koncert', 'Koncert', 'Concert', 'Koncert'], ['prochazka', 'Procházka vinohrady', 'Vineyard walk', 'Spacer po winnicach'],
  ['cyklovylet', 'Cyklovýlet', 'Cycling trip', 'Wycieczka rowerowa'], ['svatomartinske', 'Svatomartinské slavnosti', 'St. Martin celebrations', 'Święto św. Marcina'],
  ['ruzove', 'Růžové víno', 'Rosé wine', 'Wino różowe'], ['gastro', 'Víno a jídlo', 'Wine and food', 'Wino i jedzenie'], ['kurz', 'Kurz sommeliérů', 'Sommelier course', 'Kurs sommelierski'],
  ['trhy', 'Vinařské trhy', 'Wine market', 'Targi winiarskie'], ['pout', 'Pouť a hody', 'Village feast', 'Odpust'], ['vystava', 'Výstava', 'Exhibition', 'Wystawa'],
].map(([slug, cs, en, pl]) => ({ slug: slug as string, cs: cs as string, en: en as string, pl: pl as string }));
