import { spawnSync } from 'node:child_process';

// @pglite: the embedded database’s memory
// What an instance holds in memory starts with what it imports. The optional parts are imported
// when first used: PGlite only on PGlite (server/src/db/orm.ts), pdf-lib and HarfBuzz with the
// first annotation, docx with a render thread's first Word copy, the AWS SDK with S3_BUCKET, and
// pdfmake only on the render threads.
const LOADED_WHEN_USED = [
  '@electric-sql/pglite',
  '@mikro-orm/pglite',
  '@mikro-orm/postgresql',
  'pdf-lib',
  'harfbuzzjs',
  'docx',
  'pdfmake',
  '@aws-sdk/client-s3',
];

/** The packages importing `modulePath` (and what it imports) resolves into. */
function packagesLoadedBy(modulePath: string): Set<string> {
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      '@swc-node/register/esm-register',
      '--import',
      './test/support/trace-packages.mjs',
      '--input-type=module',
      '--eval',
      `await import('${modulePath}')`,
    ],
    { env: { ...process.env, SWC_NODE_PROJECT: 'server/tsconfig.json' }, encoding: 'utf8', timeout: 60_000 },
  );
  expect(run.status).toBe(0);
  return new Set(
    run.stderr
      .split('\n')
      .filter((line) => line.startsWith('package '))
      .map((line) => line.slice('package '.length)),
  );
}

test('the server module imports none of the optional parts before they are used', () => {
  const loaded = packagesLoadedBy('./server/src/server.ts');
  // The trace works: the server's own stack is there.
  expect(loaded).toContain('@mikro-orm/core');
  expect(loaded).toContain('@apollo/server');
  expect(LOADED_WHEN_USED.filter((name) => loaded.has(name))).toEqual([]);
});

test('a render thread loads pdfmake and HarfBuzz, and docx only for a Word copy', () => {
  const loaded = packagesLoadedBy('./server/src/pdf/render-task.ts');
  expect(loaded).toContain('pdfmake');
  expect(loaded).toContain('harfbuzzjs');
  expect(loaded).not.toContain('docx');
});
