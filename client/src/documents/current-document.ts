// The document the print screen shows: kept in sessionStorage so a reload of the print screen
// still finds it (the PDF itself is fetched again through a fresh signed link).

export interface CurrentDocument {
  id: string;
  workNameNe: string;
  workNameEn: string;
  place: string;
}

const KEY = 'lekhapadi.currentDocument';

export function storeCurrentDocument(document: CurrentDocument) {
  sessionStorage.setItem(KEY, JSON.stringify(document));
}

export function readCurrentDocument(): CurrentDocument | null {
  try {
    const stored = sessionStorage.getItem(KEY);
    return stored ? (JSON.parse(stored) as CurrentDocument) : null;
  } catch {
    return null;
  }
}

export function clearCurrentDocument() {
  sessionStorage.removeItem(KEY);
}

/** A signed link from the server, made relative so it works on whatever host serves the app. */
export function sameOriginUrl(url: string): string {
  const parsed = new URL(url, window.location.origin);
  return `${parsed.pathname}${parsed.search}`;
}
