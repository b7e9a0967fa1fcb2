// The text of a document definition, in reading order, for tests and the fixed-text list. PDF text
// extraction gives glyph order, not logical order, so checks read the definition instead.
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';

// Keys under which pdfmake nests blocks; every other key is layout.
const BLOCK_KEYS = ['stack', 'columns', 'ul', 'ol'] as const;

/** A text node's inline pieces ({ text: ['विषय: ', { text: subject }] }) as the one line they make. */
function inlineText(text: unknown): string {
  if (typeof text === 'string' || typeof text === 'number') return String(text);
  if (Array.isArray(text)) return text.map(inlineText).join('');
  if (text !== null && typeof text === 'object') return inlineText((text as { text?: unknown }).text);
  return '';
}

function collect(node: unknown, out: string[]): void {
  if (typeof node === 'string') {
    out.push(node);
  } else if (Array.isArray(node)) {
    for (const item of node) collect(item, out);
  } else if (node !== null && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if ('text' in record) {
      out.push(inlineText(record.text));
      return;
    }
    for (const key of BLOCK_KEYS) collect(record[key], out);
    const table = record.table as { body?: unknown } | undefined;
    if (table) collect(table.body, out);
  }
}

/** Every text block of the content (a paragraph, a cell, a line), joiners and no-break spaces kept. */
export function flattenText(doc: TDocumentDefinitions): string[] {
  const out: string[] = [];
  collect(doc.content, out);
  return out;
}

/** The document's text as one string: no-break spaces made plain, zero-width joiners and spaces dropped. */
export function documentText(doc: TDocumentDefinitions): string {
  return flattenText(doc)
    .join('\n')
    .replace(/\u00A0/g, ' ')
    .replace(/[\u200B\u200D]/g, '');
}
