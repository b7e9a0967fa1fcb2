import { fetchFontsEarly } from './fetch-fonts-early';

describe('the fonts asked for as the page script starts', () => {
  const load = jest.fn(() => Promise.resolve([]));
  beforeAll(() => {
    // jsdom has no font loading API: the browser's, as far as this needs it.
    Object.defineProperty(document, 'fonts', { configurable: true, value: { load, check: () => false } });
  });
  afterAll(() => {
    Reflect.deleteProperty(document, 'fonts');
  });

  it('are not asked for on public pages or paths that only look like the dashboard', () => {
    for (const path of ['/', '/about', '/services', '/dashboardx', '/profiles']) fetchFontsEarly(path);
    expect(load).not.toHaveBeenCalled();
  });

  it('are asked for on a signed-in path, both weights the frame waits for, once', () => {
    fetchFontsEarly('/dashboard/lekhapadi');
    fetchFontsEarly('/profile');
    expect(load.mock.calls).toEqual([
      ['400 1em "Noto Sans Devanagari"', 'क'],
      ['700 1em "Noto Sans Devanagari"', 'क'],
    ]);
  });
});
