import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type LazyScreen<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  /** Starts downloading the screen's chunk now (once); rendering it later finds it loaded. */
  preload(): Promise<unknown>;
};

/**
 * React.lazy for a named export: each screen becomes its own chunk, so the first page load
 * downloads only the public shell. `preload` lets a deep link fetch its chunks while the app
 * is still asking who is signed in, instead of one after the other.
 */
export function lazyScreen<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyScreen<Props> {
  let loading: Promise<Record<Name, ComponentType<Props>>> | undefined;
  const loadOnce = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed download (a dropped connection) may be retried by the next render.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const screen = lazy(async () => ({ default: (await loadOnce())[name] })) as LazyScreen<Props>;
  screen.preload = loadOnce;
  return screen;
}
