// The server's shape, checked from its imports: what may depend on what. Every static import,
// re-export and dynamic import() of server/src counts, except `import type` (erased at run time).
//
// 1. No file imports itself back through others: zero import cycles, whatever the folders.
// 2. The domain modules stand in layers, each importing only modules of lower layers (never one of
//    its own layer), so a change low down is seen by what is above it and never the other way:
//      places and limits → the catalogue of works → accounts → offices, entitlements → webhooks
//      → profiles, documents → annotations, payments, tokens, contact → usage, retention, site
//    Offices sit below documents: a document is made for an office's client and paid by the
//    office's plan, so document access and generation ask the office's rules, and an office
//    never needs a document to exist. Entitlements sit below documents and learn how many
//    documents a plan has made through a counter the callers pass in (documents/plan-usage.ts).
//    Webhooks sit above offices (an office's endpoints follow its rules) and below what announces
//    events (documents, payments).
// 3. The document engine (fonts, shaping, layout, render pool, templates) and the shared pure
//    helpers depend on nothing of the domain: templates get everything they print in their input.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = dirname(fileURLToPath(import.meta.url));

const MODULE_LAYERS: readonly (readonly string[])[] = [
  ['locations', 'rate-limit'],
  ['works'],
  ['accounts'],
  ['offices', 'entitlements'],
  ['webhooks'],
  ['profile', 'documents'],
  ['annotations', 'payments', 'api-tokens', 'contact'],
  ['office-usage', 'retention', 'site'],
];

const LEAVES: Record<string, readonly string[]> = { pdf: ['pdf', 'shared'], shared: ['shared'] };

/** The ground floor every part logs and fails through: it imports only itself and the shared helpers. */
const GROUND_FLOOR = ['logger.ts', 'request-scope.ts', 'errors.ts', 'paths.ts'];

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

// `import x from`, `export … from`, `import '…'`, `import('…')`; `import type` / `export type`
// lines are left out (they vanish at run time), inline `type` names in a value import still count.
const SPECIFIER =
  /(?:^|[\n;])\s*(?:import|export)(?!\s+type\s)\s*(?:[^'";]*?\bfrom\s*)?['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(SPECIFIER)].map((m) => (m[1] ?? m[2])!);
}

/** The file a relative specifier names ('./x.js' is ./x.ts on disk), or null for a package. */
function resolveImport(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const target = resolve(dirname(file), specifier);
  const candidates = [
    target.replace(/\.js$/, '.ts'),
    target.replace(/\.js$/, '.tsx'),
    `${target}.ts`,
    join(target, 'index.ts'),
  ];
  return candidates.find((candidate) => existsSync(candidate)) ?? target;
}

const files = filesUnder(SRC);
const graph = new Map(
  files.map((file) => [
    file,
    importsOf(file)
      .map((specifier) => resolveImport(file, specifier))
      .filter((target): target is string => target !== null),
  ]),
);
const name = (file: string) => relative(SRC, file);
const moduleOf = (file: string) => {
  const [top, module] = name(file).split(/[\\/]/);
  return top === 'modules' ? module : undefined;
};
const layerOf = (module: string) => MODULE_LAYERS.findIndex((layer) => layer.includes(module));

/** Strongly connected groups of more than one file (Tarjan), each an import cycle. */
function importCycles(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file) ?? []) {
      if (!edges.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1) cycles.push(group.map(name).sort());
  };
  for (const file of edges.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

test('sees the whole server', () => {
  expect(files.length).toBeGreaterThan(300);
  const modules = readdirSync(join(SRC, 'modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  // A new module must be given its layer here.
  expect(modules.filter((module) => layerOf(module) < 0)).toEqual([]);
});

test('no file imports itself back: zero import cycles', () => {
  expect(importCycles(graph)).toEqual([]);
});

test('each module imports only modules of lower layers', () => {
  const upward = [...graph].flatMap(([file, targets]) => {
    const from = moduleOf(file);
    if (!from) return [];
    return targets
      .filter((target) => {
        const to = moduleOf(target);
        return to !== undefined && to !== from && layerOf(to) >= layerOf(from);
      })
      .map((target) => `${name(file)} → ${name(target)}`);
  });
  expect(upward).toEqual([]);
});

describe.each(Object.keys(LEAVES))('server/src/%s', (leaf) => {
  test('imports nothing outside itself but packages and the shared helpers', () => {
    const leafFiles = files.filter((file) => name(file).startsWith(`${leaf}/`));
    expect(leafFiles.length).toBeGreaterThan(5);
    const outside = leafFiles.flatMap((file) =>
      (graph.get(file) ?? [])
        .filter((target) => !LEAVES[leaf]!.includes(name(target).split(/[\\/]/)[0]!))
        .map((target) => `${name(file)} → ${name(target)}`),
    );
    expect(outside).toEqual([]);
  });
});

test('the ground floor (logging, the request scope, errors, paths) imports only itself', () => {
  const outside = GROUND_FLOOR.flatMap((file) =>
    (graph.get(join(SRC, file)) ?? [])
      .filter((target) => !GROUND_FLOOR.includes(name(target)) && !name(target).startsWith('shared/'))
      .map((target) => `${file} → ${name(target)}`),
  );
  expect(outside).toEqual([]);
});

describe('the checks see what they must', () => {
  const fixture = join(SRC, 'modules', 'accounts', 'example.ts');
  const specifiers = (text: string) => [...text.matchAll(SPECIFIER)].map((m) => m[1] ?? m[2]);

  test('value imports, re-exports and dynamic imports count; type-only imports do not', () => {
    expect(
      specifiers(
        "import { a } from './a.js';\nimport type { B } from './b.js';\nexport { c } from './c.js';\n" +
          "export type { D } from './d.js';\nconst e = await import('./e.js');\nimport './f.js';\n" +
          "import {\n  g,\n  type H,\n} from './g.js';",
      ),
    ).toEqual(['./a.js', './c.js', './e.js', './f.js', './g.js']);
  });

  test('an import up the layers is found', () => {
    const target = resolveImport(fixture, '../documents/generate.service.js')!;
    expect(moduleOf(target)).toBe('documents');
    expect(layerOf('documents')).toBeGreaterThan(layerOf(moduleOf(fixture)!));
  });

  test('a cycle is found', () => {
    const edges = new Map([
      ['/a.ts', ['/b.ts']],
      ['/b.ts', ['/c.ts']],
      ['/c.ts', ['/a.ts']],
      ['/d.ts', ['/a.ts']],
    ]);
    expect(importCycles(edges)).toHaveLength(1);
  });
});
