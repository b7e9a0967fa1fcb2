import { readFileSync } from 'node:fs';
import type { BuiltRoute, BuiltRoutes } from '../shared/built-routes.js';
import { matchRoute } from '../shared/route-paths.js';

/**
 * The client's route a signed-in page opens, from the build's route manifest
 * (server/src/shared/built-routes.ts), or undefined for a path only visitors see. Which route a
 * path is, which files and which first queries it has: all from the manifest, none named here.
 */
export function signedInRoute(manifest: BuiltRoutes | null, pathname: string): BuiltRoute | undefined {
  const route = manifest ? matchRoute(manifest.routes, pathname) : undefined;
  return route?.signedIn ? route : undefined;
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

/** Reads the build's route manifest, or null when the client was built without one. */
export function readBuiltRoutes(file: string): BuiltRoutes | null {
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as BuiltRoutes;
    return Array.isArray(manifest.routes) ? manifest : null;
  } catch {
    return null;
  }
}
