import type { ListedWork } from '../../components/WorkList/WorkList';

interface DocumentOfWork {
  workKey: string;
  workNameNe: string;
  workNameEn: string;
  serviceAreaId: number;
}

/** How many works the dashboard offers to make again. */
export const RECENT_WORKS_SHOWN = 4;

/**
 * The works of the user's latest documents, newest first, each once, linked to their form on
 * their service area's screen. A work whose area has no screen (no route) is left out.
 */
export function recentWorks(
  documents: readonly DocumentOfWork[],
  routeOfArea: ReadonlyMap<number, string>,
): ListedWork[] {
  const works = new Map<string, ListedWork>();
  for (const document of documents) {
    const route = routeOfArea.get(document.serviceAreaId);
    if (!route || works.has(document.workKey)) continue;
    works.set(document.workKey, {
      key: document.workKey,
      nameNe: document.workNameNe,
      nameEn: document.workNameEn,
      to: `${route}?work=${encodeURIComponent(document.workKey)}`,
    });
    if (works.size === RECENT_WORKS_SHOWN) break;
  }
  return [...works.values()];
}
