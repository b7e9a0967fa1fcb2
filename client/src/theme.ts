import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

// Nepal's flag blue and crimson, the colours people already associate with official papers.
const nepalBlue: MantineColorsTuple = [
  '#e8eefa',
  '#ccd9f1',
  '#a6bce5',
  '#7c9cd8',
  '#5680cb',
  '#3a69bf',
  '#2356ad',
  '#003893',
  '#002f7c',
  '#002463',
];

const crimson: MantineColorsTuple = [
  '#ffe9ed',
  '#ffd1d9',
  '#fba1b0',
  '#f76e85',
  '#f34461',
  '#f1294a',
  '#dc143c',
  '#c20933',
  '#ad002c',
  '#980024',
];

/**
 * The project's own Noto Sans Devanagari (fonts.css) first, then system fonts. Its unicode-range
 * holds Devanagari only, so Latin text still falls through to the system fonts. It must come first:
 * later in the list, Chromium on a device with no Devanagari font of its own kept the empty boxes
 * of Nepali headings laid out before the font arrived, even after it had; first, the text is
 * drawn again in it once it is there. Nothing is fetched from a font CDN.
 */
const FONT_STACK =
  "'Noto Sans Devanagari', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Nirmala UI', sans-serif";

export const theme = createTheme({
  primaryColor: 'nepalBlue',
  // Dark mode's filled buttons keep white text readable (WCAG AA contrast).
  primaryShade: { light: 7, dark: 6 },
  colors: { nepalBlue, crimson },
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

/**
 * Mantine's "dimmed" grey is below WCAG AA contrast for body-size text on white (about 3.3:1);
 * these shades keep secondary text readable in both schemes (over 7:1), and links in dark mode.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    // Links in the lighter blue: the filled shade is for buttons with white text.
    '--mantine-color-anchor': 'var(--mantine-color-nepalBlue-3)',
  },
});
