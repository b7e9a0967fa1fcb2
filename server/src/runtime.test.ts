import { readFileSync } from 'node:fs';
import path from 'node:path';

// `npm test` must run on the Node 22 that package.json installs, not the machine's own Node:
// calling node_modules/.bin/jest directly or installing with --ignore-scripts falls back silently.
test('runs on Node 22 or newer', () => {
  const major = Number(process.versions.node.split('.')[0]);
  expect(major).toBeGreaterThanOrEqual(22);
});

// npm 11 runs install scripts that package.json's allowScripts does not name, but warns about each
// one; the list names exactly the packages of the lockfile that have them (the Node 22 above is
// one), so a new one is reviewed when it arrives and a stale entry is dropped.
test('allowScripts names exactly the locked packages that have install scripts', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
  const locked: Record<string, { hasInstallScript?: boolean }> = read('package-lock.json').packages;
  const withScripts = Object.entries(locked)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([location]) => location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length));
  const allowed = read('package.json').allowScripts as Record<string, boolean>;
  expect(Object.keys(allowed).sort()).toEqual([...new Set(withScripts)].sort());
  expect(Object.values(allowed).every((value) => value === true)).toBe(true);
});
