/**
 * Which route of the client's table (client/src/routes/manifest.ts) a path opens, by the rule the
 * client's router (react-router) uses: whole segments, `:name` stands for any one segment, a last
 * `*` for the rest, static segments case-insensitive, and of several matches the most specific
 * (a static segment outranks a `:name`, which outranks `*`). The client's preloads and the
 * server's page (its preloads and first answers) both ask here, so they agree with the router.
 */
export function matchRoute<Route extends { path: string }>(
  routes: readonly Route[],
  pathname: string,
): Route | undefined {
  const segments = segmentsOf(pathname);
  let best: Route | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const route of routes) {
    const score = scoreOf(segmentsOf(route.path), segments);
    if (score !== null && score > bestScore) {
      best = route;
      bestScore = score;
    }
  }
  return best;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

// react-router's weights (computeScore): a static segment 10, a dynamic one 3, a splat −2.
const STATIC = 10;
const DYNAMIC = 3;
const SPLAT = -2;

/** How specific a pattern is for these segments, or null when it does not match them. */
function scoreOf(pattern: string[], segments: string[]): number | null {
  let score = pattern.length;
  for (const [index, part] of pattern.entries()) {
    if (part === '*') return index === pattern.length - 1 ? score + SPLAT : null;
    const segment = segments[index];
    if (segment === undefined) return null;
    if (part.startsWith(':')) score += DYNAMIC;
    else if (part.toLowerCase() === decodeSegment(segment).toLowerCase()) score += STATIC;
    else return null;
  }
  return pattern.length === segments.length ? score : null;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
