import { adToBs } from '../../shared/nepali/bs-date.js';
import { toDevanagariDigits } from '../../shared/nepali/digits.js';
import { findWork } from '../works/index.js';

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * The name a document is saved under: the work's Nepali name and the BS date it was generated in
 * Nepal, `जन्म-मिति-प्रमाणित-२०८३-०८-०८.pdf`. The server's Content-Disposition and the client's
 * download attribute both use this one name, so a file saved either way is named alike. The Word
 * copy is named alike, with `.docx`.
 */
export function documentFileName(
  document: { workKey: string; createdAt: Date },
  extension: 'pdf' | 'docx' = 'pdf',
): string {
  const work = (findWork(document.workKey)?.nameNe ?? document.workKey)
    .trim()
    // Characters no file system keeps, and spaces, become one hyphen.
    .replace(/[\s/\\:*?"<>|]+/g, '-');
  const bs = adToBs(document.createdAt);
  return `${work}-${toDevanagariDigits(`${bs.year}-${pad2(bs.month)}-${pad2(bs.day)}`)}.${extension}`;
}
