import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../paths.js';
import type { BuildManifest } from './screen-preloads.js';
import { chunkFiles, screensFor, withPreloads } from './screen-preloads.js';

// The shape Vite writes: the page's entry, two lazy screens sharing a chunk with each other and
// one with the entry.
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_react-B.js'] },
  '_react-B.js': { file: 'assets/react-B.js' },
  '_Popover-C.js': { file: 'assets/Popover-C.js', imports: ['_react-B.js'] },
  'src/routes/dashboard-layout/DashboardLayout.tsx': {
    file: 'assets/DashboardLayout-D.js',
    imports: ['index.html', '_Popover-C.js'],
  },
  'src/routes/dashboard/DashboardHomePage.tsx': {
    file: 'assets/DashboardHomePage-E.js',
    imports: ['index.html', '_Popover-C.js', '_tiles-F.js'],
  },
  '_tiles-F.js': { file: 'assets/tiles-F.js' },
  'src/assets/fonts/NotoSansDevanagari-Regular.ui.woff2': {
    file: 'assets/NotoSansDevanagari-Regular.ui-G.woff2',
  },
  'src/assets/fonts/NotoSansDevanagari-Bold.ui.woff2': { file: 'assets/NotoSansDevanagari-Bold.ui-H.woff2' },
  '../fonts/NotoSerifDevanagari-Regular.ttf': { file: 'assets/NotoSerifDevanagari-Regular-I.ttf' },
};

test('a screen brings its chunk and what it imports, once, and nothing the page script already has', () => {
  expect(chunkFiles(manifest, screensFor('/dashboard'))).toEqual([
    'assets/DashboardLayout-D.js',
    'assets/Popover-C.js',
    'assets/DashboardHomePage-E.js',
    'assets/tiles-F.js',
  ]);
});

test('only the signed-in paths name screens; the generation screen replaces the home page', () => {
  expect(screensFor('/')).toEqual([]);
  expect(screensFor('/about')).toEqual([]);
  expect(screensFor('/dashboardx')).toEqual([]);
  expect(screensFor('/dashboard/')).toHaveLength(2);
  expect(screensFor('/profile')).toEqual(['src/routes/dashboard-layout/DashboardLayout.tsx']);
  expect(screensFor('/dashboard/lekhapadi')).toEqual([
    'src/routes/dashboard-layout/DashboardLayout.tsx',
    'src/routes/lekhapadi/LekhapadiPage.tsx',
  ]);
});

test('a screen the build does not know adds nothing (a renamed file fails soft, not the page)', () => {
  expect(chunkFiles(manifest, ['src/routes/gone/Gone.tsx'])).toEqual([]);
});

test('the links go in the head, before the page script could ask for the same files', () => {
  const html =
    '<html><head><script type="module" src="/assets/index-A.js"></script></head><body></body></html>';
  const page = withPreloads(html, ['assets/DashboardLayout-D.js']);
  expect(page).toContain(
    '<link rel="modulepreload" crossorigin href="/assets/DashboardLayout-D.js">\n  </head>',
  );
  expect(page.indexOf('modulepreload')).toBeLessThan(page.indexOf('<body>'));
  expect(withPreloads(html, [])).toBe(html);
});

test('the fonts are not preloaded: beside the page script they would delay it (the script asks for them)', () => {
  const page = withPreloads(
    '<html><head></head><body></body></html>',
    chunkFiles(manifest, screensFor('/dashboard/lekhapadi')),
  );
  expect(page).toContain('modulepreload');
  expect(page).not.toMatch(/woff2|as="font"/);
});

test('every screen named is a file the client router lazy-loads (a rename fails here)', () => {
  const screens = readFileSync(path.join(projectRoot, 'client', 'src', 'screens.ts'), 'utf8');
  const named = new Set(['/dashboard', '/dashboard/lekhapadi', '/profile'].flatMap(screensFor));
  for (const screen of named) {
    expect(existsSync(path.join(projectRoot, 'client', screen))).toBe(true);
    const specifier = `./${screen.replace(/^src\//, '').replace(/\.tsx$/, '')}`;
    expect(screens).toContain(`import('${specifier}')`);
  }
});
