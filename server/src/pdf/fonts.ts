import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type FontStyle = 'normal' | 'bold' | 'italics' | 'bolditalics';
export type FontFamilyName = 'NotoSans' | 'NotoSerif';
export type FontFamilyFiles = Record<FontStyle, string>;

/**
 * The folder holding package.json and fonts/. Walking up from this module works the same from
 * server/src (jest, swc-node) and from dist/server/src (the compiled server), wherever the
 * checkout lives. Requiring fonts/ too skips a package.json that tsc may copy into dist/.
 */
export function findProjectRoot(startUrl: string = import.meta.url): string {
  let dir = dirname(fileURLToPath(startUrl));
  for (;;) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'fonts'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No project root (package.json with fonts/) above ${startUrl}`);
    dir = parent;
  }
}

export const projectRoot = findProjectRoot();
export const fontsDir = join(projectRoot, 'fonts');

// Devanagari has no italic design (Noto ships none): italic requests fall back to the upright
// face rather than failing, so a template's stray `italics: true` never breaks a document.
function family(prefix: string): FontFamilyFiles {
  const regular = join(fontsDir, `${prefix}-Regular.ttf`);
  const bold = join(fontsDir, `${prefix}-Bold.ttf`);
  return { normal: regular, bold, italics: regular, bolditalics: bold };
}

/** pdfmake's font table: family → style → absolute path of a TTF in fonts/. */
export const fontFiles: Record<FontFamilyName, FontFamilyFiles> = {
  NotoSans: family('NotoSansDevanagari'),
  NotoSerif: family('NotoSerifDevanagari'),
};

/** Every distinct font file in the table, each once. */
export const allFontFiles: readonly string[] = [
  ...new Set(Object.values(fontFiles).flatMap((styles) => Object.values(styles))),
];
