// The document the print screen shows, kept in sessionStorage so a reload of the print screen
// still finds it. Its signed link expires after 15 minutes; the screen asks for a fresh one then.

export interface CurrentDocument {
  id: string;
  workNameNe: string;
  workNameEn: string;
  /** Province, municipality and ward, as the print screen's header line shows them. */
  place: string;
  downloadUrl: string | null;
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
