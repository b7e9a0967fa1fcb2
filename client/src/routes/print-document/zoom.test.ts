import { MAX_SCALE, MIN_SCALE, scaleOf, zoomIn, zoomOut } from './zoom';

// An A4 page (595 × 842 pt) in a phone's viewer (360 × 600 px) and a desktop's (1000 × 800 px).
const phone = { pageWidth: 595, pageHeight: 842, viewWidth: 360, viewHeight: 600 };
const desktop = { ...phone, viewWidth: 1000, viewHeight: 800 };

describe('zoom', () => {
  test('fit width fills the viewer’s width (less its gutter)', () => {
    expect(scaleOf({ mode: 'width' }, phone) * 595 * (96 / 72)).toBeCloseTo(328);
  });

  test('fit page shows the whole page: the height decides on a wide screen', () => {
    const scale = scaleOf({ mode: 'page' }, desktop);
    expect(scale * 842 * (96 / 72)).toBeCloseTo(768);
    expect(scale).toBeLessThan(scaleOf({ mode: 'width' }, desktop));
  });

  test('a step in and a step out come back; the scale stays within its bounds', () => {
    const start = scaleOf({ mode: 'width' }, phone);
    const bigger = zoomIn(start);
    expect(bigger.mode === 'scale' && bigger.scale).toBeCloseTo(start * 1.25);
    const back = zoomOut(bigger.mode === 'scale' ? bigger.scale : 0);
    expect(back.mode === 'scale' && back.scale).toBeCloseTo(start);
    expect(zoomIn(MAX_SCALE)).toEqual({ mode: 'scale', scale: MAX_SCALE });
    expect(zoomOut(MIN_SCALE)).toEqual({ mode: 'scale', scale: MIN_SCALE });
  });
});
