// `npm test` must run on the Node 22 that package.json installs, not the machine's own Node:
// calling node_modules/.bin/jest directly or installing with --ignore-scripts falls back silently.
test('runs on Node 22 or newer', () => {
  const major = Number(process.versions.node.split('.')[0]);
  expect(major).toBeGreaterThanOrEqual(22);
});
