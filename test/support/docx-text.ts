// Reads a DOCX back as a deed writer's word processor would: the zip's parts, and the text of each
// paragraph of its WordprocessingML (the w:t runs joined, a w:br as a line break).
import { inflateRawSync } from 'node:zlib';

/** Every part of a zip (stored or deflated), by name, from its central directory. */
export function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip: no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const parts = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory entry');
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataAt, dataAt + compressed);
    parts.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extra + comment;
  }
  return parts;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|#x?[0-9a-f]+);/gi, (_, name: string) =>
    name.startsWith('#')
      ? String.fromCodePoint(Number.parseInt(name.slice(name[1] === 'x' ? 2 : 1), name[1] === 'x' ? 16 : 10))
      : (ENTITIES[name] ?? ''),
  );

/** The text of each paragraph of a WordprocessingML part, in document order. */
export function paragraphTexts(xml: string): string[] {
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map(([paragraph]) =>
    [...paragraph.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>|<w:br\/>/g)]
      .map(([tag, text]) => (tag === '<w:br/>' ? '\n' : decodeEntities(text ?? '')))
      .join(''),
  );
}

/** A DOCX's parts as text, and the paragraphs of its body and its footers. */
export function readDocx(docx: Buffer) {
  const parts = unzip(docx);
  const part = (name: string) => parts.get(name)?.toString('utf8') ?? '';
  const footers = [...parts.keys()].filter((name) => /^word\/footer\d*\.xml$/.test(name));
  return {
    parts,
    part,
    body: paragraphTexts(part('word/document.xml')),
    footer: footers.flatMap((name) => paragraphTexts(part(name))),
  };
}
