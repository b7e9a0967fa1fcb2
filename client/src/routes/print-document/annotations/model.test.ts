import { type EditorAnnotation, historyReducer, placeAt, pointFromScreen, toScreen } from './model';

const ink: EditorAnnotation = {
  key: 'a',
  kind: 'INK',
  page: 1,
  rect: { x: 100, y: 100, width: 50, height: 50 },
  color: '#000000',
  inkPaths: [[100, 100, 150, 150]],
};

test('points and screen pixels convert both ways at any zoom', () => {
  const page = { width: 600, height: 800 };
  const screen = toScreen({ x: 100, y: 700, width: 50, height: 20 }, page, 2);
  expect(screen).toEqual({ left: 200, top: 160, width: 100, height: 40 });
  expect(pointFromScreen(200, 160, page, 2)).toEqual({ x: 100, y: 720 });
});

test('a moved and resized drawing keeps its shape', () => {
  const moved = placeAt(ink, { x: 200, y: 300, width: 100, height: 100 });
  expect(moved.inkPaths).toEqual([[200, 300, 300, 400]]);
});

test('undo and redo walk the history; a new change drops what was undone', () => {
  let h = { past: [], present: [], future: [] } as Parameters<typeof historyReducer>[0];
  h = historyReducer(h, { type: 'set', annotations: [ink] });
  h = historyReducer(h, { type: 'set', annotations: [] });
  h = historyReducer(h, { type: 'undo' });
  expect(h.present).toEqual([ink]);
  h = historyReducer(h, { type: 'undo' });
  expect(h.present).toEqual([]);
  h = historyReducer(h, { type: 'redo' });
  expect(h.present).toEqual([ink]);
  h = historyReducer(h, { type: 'set', annotations: [ink, ink] });
  expect(h.future).toEqual([]);
  expect(historyReducer(h, { type: 'redo' })).toBe(h);
});
