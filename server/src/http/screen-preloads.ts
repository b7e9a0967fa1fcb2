import { readFileSync } from 'node:fs';

/** One entry of Vite's build manifest (dist/client/.vite/manifest.json), keyed by source file. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  /** Chunks this one imports statically (manifest keys): fetched before it can run. */
  imports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

const LAYOUT = 'src/routes/dashboard-layout/DashboardLayout.tsx';

/**
 * The screens a signed-in path opens, as the client's router lazy-loads them (client/src/screens.ts):
 * the frame, then the page. Only the first screens of a visit are named; the rest load as today.
 */
export function screensFor(pathname: string): string[] {
  if (pathname === '/dashboard' || pathname === '/dashboard/') {
    return [LAYOUT, 'src/routes/dashboard/DashboardHomePage.tsx'];
  }
  if (pathname.startsWith('/dashboard/lekhapadi')) return [LAYOUT, 'src/routes/lekhapadi/LekhapadiPage.tsx'];
  if (pathname.startsWith('/dashboard/') || pathname === '/profile') return [LAYOUT];
  return [];
}

/**
 * The built files the screens need that the page's own script does not already bring: each
 * screen's chunk and everything it imports statically, in import order, without duplicates.
 */
export function chunkFiles(manifest: BuildManifest, screens: string[]): string[] {
  const inEntry = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, inEntry);
  const files = new Set<string>();
  for (const screen of screens) collect(screen, files);
  return [...files].filter((file) => !inEntry.has(file));
}

/**
 * The Devanagari font files the signed-in frame waits for before it draws a page
 * (client/src/components/DevanagariFont/use-devanagari-font.ts), as the build named them.
 */
export function devanagariFontFiles(manifest: BuildManifest): string[] {
  return Object.entries(manifest)
    .filter(([source]) => /\/NotoSansDevanagari-[A-Za-z]+\.ui\.woff2$/.test(source))
    .map(([, asset]) => asset.file);
}

/**
 * The page with <link rel="modulepreload"> for the screens' chunks and <link rel="preload"> for
 * the fonts they wait for. Without them a phone on a slow line fetches the page's script, runs it,
 * learns the route, and only then asks for the screen's chunks and its fonts: a second trip of
 * downloads, after seconds of script on a slow CPU. With them the downloads start with the page's
 * own script. (A font is always fetched in CORS mode: its preload says crossorigin to be reused.)
 */
export function withPreloads(html: string, files: string[], fonts: string[] = []): string {
  if (files.length === 0 && fonts.length === 0) return html;
  const links = [
    ...files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...fonts.map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`),
  ].join('\n    ');
  return html.replace('</head>', `  ${links}\n  </head>`);
}

/** Reads the build manifest, or null when the client was built without one. */
export function readManifest(file: string): BuildManifest | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
  } catch {
    return null;
  }
}
