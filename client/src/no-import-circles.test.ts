import path from 'node:path';
import { importCircles, importGraph } from '../tests/import-circles';

// A screen that imported the route table (which imports every screen) tied 16 modules into one
// circle: the sign-in screens, the dashboard's frame and the generation screen. Screens ask
// routes/preload-path.ts instead; this keeps any circle from coming back.
test('no module of the client imports one that imports it back, even through import()', () => {
  expect(importCircles(importGraph(path.resolve(__dirname)))).toEqual([]);
});

test('a circle is found, however long, and each module in it is named', () => {
  const graph = new Map([
    ['a.ts', ['b.ts']],
    ['b.ts', ['c.ts']],
    ['c.ts', ['a.ts', 'd.ts']],
    ['d.ts', []],
    ['e.ts', ['e.ts']],
  ]);
  expect(
    importCircles(graph)
      .map((circle) => circle.join(' '))
      .sort(),
  ).toEqual(['a.ts b.ts c.ts', 'e.ts']);
});
