import { readFileSync } from 'node:fs';
import { inSignedInFrame } from '../shared/signed-in-frame.js';

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
  if (inSignedInFrame(pathname)) return [LAYOUT];
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
 * The page with <link rel="modulepreload"> for the screens' chunks. Without them a phone on a slow
 * line fetches the page's script, runs it, learns the route, and only then asks for the screen's
 * chunks: a second trip of downloads, after seconds of script on a slow CPU. With them the
 * downloads start with the page's own script.
 *
 * The Devanagari fonts the frame waits for are not named here: beside the page's script they
 * shared the line with it and made it arrive about 0.5 s later on a 1.6 Mbit/s line. The page's
 * script asks for them as it starts (client/src/components/DevanagariFont/fetch-fonts-early.ts),
 * and they arrive while it runs.
 */
export function withPreloads(html: string, files: string[]): string {
  if (files.length === 0) return html;
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
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
