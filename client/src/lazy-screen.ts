import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type LazyScreen<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  /** Starts downloading the screen's chunk now (once); rendering it later finds it loaded. */
  preload(): Promise<unknown>;
};

type Loaded<Props extends object> = { default: ComponentType<Props> };

/** A promise-like that hands over its value as soon as it is asked: React.lazy then does not wait. */
const answered = <T>(value: T): Promise<T> =>
  // biome-ignore lint/suspicious/noThenProperty: a thenable is what React.lazy reads synchronously
  ({ then: (resolve: (value: T) => void) => resolve(value) }) as Promise<T>;

/**
 * React.lazy for a named export: each screen becomes its own chunk, so the first page load
 * downloads only the public shell. `preload` lets a deep link fetch its chunks while the app
 * is still asking who is signed in, instead of one after the other.
 *
 * A screen whose chunk is already here renders at once. React.lazy learns that a chunk has loaded
 * only through a promise, so a plain `async` loader suspends the first render of every screen,
 * even a preloaded one: the page loader is drawn, and the screen is rendered afterwards as a
 * retry, which React renders in slices between frames. Handing React a thenable that answers
 * synchronously lets it render the screen in the navigation's own render (with a 4× slower CPU,
 * the dashboard's "make again" tap reached its filled form in 1.7 s instead of 1.9 s).
 */
export function lazyScreen<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyScreen<Props> {
  let loading: Promise<Record<Name, ComponentType<Props>>> | undefined;
  let loaded: Loaded<Props> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (module) => {
        loaded = { default: module[name] };
        return module;
      },
      (error: unknown) => {
        // A failed download (a dropped connection) may be retried by the next render.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const screen = lazy(() =>
    loaded ? answered(loaded) : loadOnce().then(() => loaded as Loaded<Props>),
  ) as LazyScreen<Props>;
  screen.preload = loadOnce;
  return screen;
}
