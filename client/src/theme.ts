import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'nepalBlue',
  primaryShade: { light: 7, dark: 4 },
  colors: { nepalBlue, crimson },
  // System fonts, with the project's own Noto Sans Devanagari (fonts.css) for Nepali text;
  // nothing is fetched from a font CDN.
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', 'Nirmala UI', sans-serif",
  headings: {
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', 'Nirmala UI', sans-serif",
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
