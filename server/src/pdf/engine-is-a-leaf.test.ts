// The document engine (fonts, shaping, layout cache, render pool, templates) and the shared pure
// helpers depend on nothing of the domain: templates get everything they print in their input.
// Every import and re-export of their files, static or dynamic, must stay inside them or be a package.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const LEAVES = ['pdf', 'shared'] as const;
const ALLOWED: Record<(typeof LEAVES)[number], readonly string[]> = {
  pdf: ['pdf', 'shared'],
  shared: ['shared'],
};

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

/** The top folder of server/src a relative import lands in ('modules', 'pdf' ...). */
function areaOf(file: string, specifier: string): string {
  return relative(SRC, resolve(dirname(file), specifier)).split(/[\\/]/)[0]!;
}

describe.each(LEAVES)('server/src/%s', (leaf) => {
  const files = filesUnder(join(SRC, leaf));

  test('has files to check', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  test('imports nothing outside itself but packages and the shared helpers', () => {
    const outside = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(SPECIFIER)]
        .map((m) => m[1]!)
        .filter((spec) => spec.startsWith('.') && !ALLOWED[leaf].includes(areaOf(file, spec)))
        .map((spec) => `${relative(SRC, file)}: ${spec}`),
    );
    expect(outside).toEqual([]);
  });
});

test('the check sees an import of the domain', () => {
  const file = join(SRC, 'pdf', 'templates', 'context.ts');
  expect(areaOf(file, '../../modules/works/options.js')).toBe('modules');
  expect(areaOf(file, '../../shared/nepali/index.js')).toBe('shared');
});
