export type CatalogueTab = 'all' | 'ward' | 'municipality';

export interface CatalogueWork {
  key: string;
  nameNe: string;
  nameEn: string;
  category: string;
  generatedCount: number;
}

/**
 * The works of a tab whose name (in either language) contains the search, ignoring case and
 * surrounding spaces; the catalogue's own order is kept.
 */
export function filterCatalogue<W extends CatalogueWork>(
  works: readonly W[],
  tab: CatalogueTab,
  search: string,
): W[] {
  const needle = search.trim().toLocaleLowerCase();
  return works.filter(
    (work) =>
      (tab === 'all' || work.category === tab) &&
      (needle === '' ||
        work.nameEn.toLocaleLowerCase().includes(needle) ||
        work.nameNe.normalize('NFC').includes(needle.normalize('NFC'))),
  );
}
