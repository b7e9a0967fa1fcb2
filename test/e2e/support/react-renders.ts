import type { BrowserContext, Page } from 'playwright-core';

/**
 * Counts the components React renders, through the hook React DevTools uses (React calls it on
 * every commit, production builds included): per commit, the function and class components that
 * rendered in it. A subtree React skipped (same child fibers as before) is not walked.
 */
export async function countReactRenders(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const commits: number[] = [];
    const PERFORMED_WORK = 1;
    const isComponent = (type: unknown) =>
      typeof type === 'function' || (typeof type === 'object' && type !== null);
    type Fiber = {
      type: unknown;
      flags: number;
      alternate: Fiber | null;
      child: Fiber | null;
      sibling: Fiber | null;
    };
    const rendered = (fiber: Fiber, mounting: boolean): number => {
      const previous = fiber.alternate;
      let count =
        isComponent(fiber.type) && (mounting || !previous || (fiber.flags & PERFORMED_WORK) !== 0) ? 1 : 0;
      if (!mounting && previous && fiber.child === previous.child) return count;
      for (let child = fiber.child; child; child = child.sibling)
        count += rendered(child, mounting || !child.alternate);
      return count;
    };
    Object.assign(window, {
      __reactCommits: commits,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => undefined,
        onScheduleFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => {
          commits.push(rendered(root.current, false));
        },
      },
    });
  });
}

/** The components rendered in each commit since the page loaded. */
export const reactCommits = (page: Page): Promise<number[]> =>
  page.evaluate(() => (window as unknown as { __reactCommits: number[] }).__reactCommits.slice());
