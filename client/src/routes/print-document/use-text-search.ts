import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useCallback, useRef, useState } from 'react';
import { candidates, transliterate } from '../../components/NepaliInput/transliterate';
import { countMatches } from './text-search';

/** Every page's text, in reading order of its items (a line end becomes a space). */
async function pageTexts(pdf: PDFDocumentProxy): Promise<string[]> {
  const texts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    texts.push(
      content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : '')).join(''),
    );
  }
  return texts;
}

/**
 * What a search looks for: the words as typed and, when they hold Roman letters, their Devanagari
 * readings (the same transliteration as the forms' Nepali fields), so "thapa" finds थापा.
 */
function searchReadings(query: string): string[] {
  if (!/[A-Za-z]/.test(query)) return [query];
  return [...new Set([query, transliterate(query), ...candidates(query)])];
}

export interface TextSearch {
  /** The search that was run (what the pages highlight): the reading that was found; '' for none. */
  active: string;
  /** What was typed for it. */
  asked: string;
  /** The page of each match, in document order. */
  matches: number[];
  /** Which match is current, 0-based. */
  index: number;
  /** Runs a search (or, for the same text again, moves on); resolves to the page to show. */
  find: (query: string) => Promise<number | null>;
  /** Moves to the next (+1) or previous (−1) match; returns its page. */
  step: (direction: 1 | -1) => number | null;
}

/** Searches the document's text; the pages' texts are read once, on the first search. */
export function useTextSearch(pdf: PDFDocumentProxy | null): TextSearch {
  const texts = useRef<Promise<string[]> | null>(null);
  const [active, setActive] = useState('');
  const [asked, setAsked] = useState('');
  const [matches, setMatches] = useState<number[]>([]);
  const [index, setIndex] = useState(0);

  const step = useCallback(
    (direction: 1 | -1) => {
      if (matches.length === 0) return null;
      const next = (index + direction + matches.length) % matches.length;
      setIndex(next);
      return matches[next] ?? null;
    },
    [matches, index],
  );

  const find = useCallback(
    async (query: string) => {
      const wanted = query.trim();
      if (!pdf || !wanted) {
        setActive('');
        setAsked('');
        setMatches([]);
        return null;
      }
      if (wanted === asked) return step(1);
      texts.current ??= pageTexts(pdf);
      const pages = await texts.current;
      const pagesOf = (reading: string) =>
        pages.flatMap((text, i) => Array.from({ length: countMatches(text, reading) }, () => i + 1));
      // The first reading that occurs (the typed words first), else the typed words, found nowhere.
      let reading = wanted;
      let found: number[] = [];
      for (const candidate of searchReadings(wanted)) {
        found = pagesOf(candidate);
        if (found.length > 0) {
          reading = candidate;
          break;
        }
      }
      setActive(reading);
      setAsked(wanted);
      setMatches(found);
      setIndex(0);
      return found[0] ?? null;
    },
    [pdf, asked, step],
  );

  return { active, asked, matches, index, find, step };
}
