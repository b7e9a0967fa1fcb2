import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The Node flags a benchmark starts its instance with: those `npm start` runs the server with
 * (read from package.json's start script, so the benchmarks measure what is deployed:
 * docs/performance.md says why each is there), or BENCH_NODE_FLAGS, space-separated, to measure
 * other ones (`BENCH_NODE_FLAGS="--max-semi-space-size=16 --v8-pool-size=1"`).
 */
export function instanceNodeFlags(): string[] {
  const chosen = process.env.BENCH_NODE_FLAGS;
  if (chosen !== undefined) return chosen.split(/\s+/).filter(Boolean);
  const packageJson = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8'),
  ) as { scripts: { start: string } };
  const command = /\bnode ((?:--\S+ )*)dist\/server\/src\/main\.js/.exec(packageJson.scripts.start);
  if (!command)
    throw new Error("package.json's start script no longer runs `node [flags] dist/server/src/main.js`");
  return command[1].split(' ').filter(Boolean);
}
