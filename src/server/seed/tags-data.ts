/** Tags used across places, events and content. */
export const TAGS: readonly { cs: string; en: string; pl: string }[] = [
  ['Svatomartinské víno', 'St. Martin wine', 'Wino świętomarcińskie'], ['Růžová vína', 'Rosé wines', 'Wina różowe'], ['Otevřené sklepy', 'Open cellars', 'Otwarte piwnice'],
  ['Cyklostezky', 'Cycle trails', 'Szlaki rowerowe'], ['Rodinná vinařství', 'Family wineries', 'Rodzinne winnice'], ['Bio víno', 'Organic wine', 'Wino ekologiczne'],
  ['Vinobraní', 'Grape harvest', 'Winobranie'], ['Degustace', 'Tastings', 'Degustacje'], ['Ubytování ve sklepě', 'Cellar stays', 'Nocleg w piwnicy'],
  ['Pálava', 'Pálava', 'Pálava'], ['Ryzlink rýnský', 'Riesling', 'Riesling'], ['Frankovka', 'Blaufränkisch', 'Frankovka'], ['Pozdní sběr', 'Late harvest', 'Późny zbiór'],
  ['Šumivá vína', 'Sparkling wines', 'Wina musujące'], ['Vinařské stezky', 'Wine trails', 'Szlaki winiarskie'], ['Lednicko-valtický areál', 'Lednice-Valtice area', 'Obszar Lednice-Valtice'],
  ['Pálavské vrchy', 'Pálava hills', 'Wzgórza Pálava'], ['Podyjí', 'Podyjí', 'Podyjí'], ['Slovácko', 'Slovácko', 'Słowacja Morawska'], ['Mělník', 'Mělník', 'Mělník'],
  ['Víno a jídlo', 'Wine and food', 'Wino i jedzenie'], ['Festivaly', 'Festivals', 'Festiwale'], ['Košt', 'Wine show', 'Pokaz win'], ['Sklepní ulička', 'Cellar lane', 'Uliczka piwnic'],
  ['Burčák', 'Burčák', 'Burczak'], ['Ledové víno', 'Ice wine', 'Wino lodowe'], ['Slámové víno', 'Straw wine', 'Wino słomkowe'], ['Barrique', 'Barrique', 'Barrique'],
  ['Vína z Moravy', 'Moravian wines', 'Wina z Moraw'], ['Vína z Čech', 'Bohemian wines', 'Wina z Czech'],
].map(([cs, en, pl]) => ({ cs: cs as string, en: en as string, pl: pl as string }));
