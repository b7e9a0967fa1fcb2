import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

type FontStyle = 'normal' | 'bold' | 'italics' | 'bolditalics';
/** The families a document picks (defaultStyle.font). */
export type FontFamilyName = 'NotoSans' | 'NotoSerif';
/** The Latin companions: Latin runs of a document print in the matching one (latin-runs.ts). */
export type LatinFamilyName = `${FontFamilyName}Latin`;
export type FontFamilyFiles = Record<FontStyle, string>;

/**
 * The folder holding package.json and fonts/. Walking up from this module works the same from
 * server/src (jest, swc-node) and from dist/server/src (the compiled server), wherever the
 * checkout lives. Requiring fonts/ too skips a package.json that tsc may copy into dist/.
 */
function findProjectRoot(startUrl: string = import.meta.url): string {
  let dir = dirname(fileURLToPath(startUrl));
  for (;;) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'fonts'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No project root (package.json with fonts/) above ${startUrl}`);
    dir = parent;
  }
}

const projectRoot = findProjectRoot();
export const fontsDir = join(projectRoot, 'fonts');

// Devanagari has no italic design (Noto ships none): italic requests fall back to the upright
// face rather than failing, so a template's stray `italics: true` never breaks a document.
function family(prefix: string): FontFamilyFiles {
  const regular = join(fontsDir, `${prefix}-Regular.ttf`);
  const bold = join(fontsDir, `${prefix}-Bold.ttf`);
  return { normal: regular, bold, italics: regular, bolditalics: bold };
}

/** pdfmake's font table: family → style → absolute path of a TTF in fonts/. */
export const fontFiles: Record<FontFamilyName | LatinFamilyName, FontFamilyFiles> = {
  NotoSans: family('NotoSansDevanagari'),
  NotoSerif: family('NotoSerifDevanagari'),
  // Noto Sans and Noto Serif are the Latin designs the Devanagari ones were drawn to match.
  NotoSansLatin: family('NotoSans'),
  NotoSerifLatin: family('NotoSerif'),
};

export const latinFamilyOf = (family: string): LatinFamilyName | undefined =>
  family === 'NotoSans' || family === 'NotoSerif' ? `${family}Latin` : undefined;

const filesOf = (families: readonly (FontFamilyName | LatinFamilyName)[]): readonly string[] => [
  ...new Set(families.flatMap((name) => Object.values(fontFiles[name]))),
];

/** The Devanagari font files, each once: what Nepali text is shaped with. */
export const allFontFiles: readonly string[] = filesOf(['NotoSans', 'NotoSerif']);

/** Every font file a document may use, Latin included, each once. */
export const everyFontFile: readonly string[] = filesOf([
  'NotoSans',
  'NotoSerif',
  'NotoSansLatin',
  'NotoSerifLatin',
]);
