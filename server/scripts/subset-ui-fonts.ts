// Writes the pages' Devanagari fonts (see ui-fonts.ts). Run after changing fonts/ or fonts.css's
// unicode-range: `npm run fonts`; `npm run check:generated` fails while they are stale.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { subsetUiFont, uiFontCharacters, uiFonts } from './ui-fonts.js';

const characters = await uiFontCharacters();
for (const font of uiFonts) {
  const bytes = await subsetUiFont(font, characters);
  await writeFile(font.target, bytes);
  console.log(`${path.relative(process.cwd(), font.target)}: ${(bytes.length / 1024).toFixed(1)} KB`);
}
