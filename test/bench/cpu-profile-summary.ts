// Reads a V8 CPU profile (.cpuprofile: `--cpu-prof`, or the benchmarks' BENCH_*PROFILE_DIR) by
// where the time went: each area's own time (a package under node_modules, a folder of the
// project's server, Node's internals, V8's builtins, garbage collection) and its time with what
// it called (the samples with that area anywhere on the stack), then the functions with the most
// time of their own.
//
//   node --import @swc-node/register/esm-register test/bench/cpu-profile-summary.ts <file> [requests] [top]
//
// With a count of requests the profile's busy time is also given per request.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const IDLE = '(idle)';

/** The area a frame belongs to: a package, a folder of the project, Node, V8 or the VM's own work. */
export function areaOf(frame: ProfileNode['callFrame']): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : '(V8 builtins and native)';
  if (url.startsWith('node:')) return 'node: internals';
  const inPackage = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (inPackage) return inPackage[1]!;
  const inProject = /\/(?:dist\/)?server\/src\/(.*)$/.exec(url);
  if (inProject) {
    const [first, second] = inProject[1]!.split('/');
    const folder = first === 'modules' ? `modules/${second}` : first!.replace(/\.(js|ts)$/, '');
    return `project: ${folder}`;
  }
  return url;
}

interface Summary {
  totalMs: number;
  idleMs: number;
  busyMs: number;
  /** Own time by area, busy time only. */
  selfByArea: Map<string, number>;
  /** Time with the area anywhere on the stack. */
  inclusiveByArea: Map<string, number>;
  selfByFunction: Map<string, number>;
}

export function summarise(profile: CpuProfile): Summary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const areasOnStack = new Map<number, Set<string>>();
  const stackAreas = (id: number): Set<string> => {
    const known = areasOnStack.get(id);
    if (known) return known;
    const up = parent.get(id);
    const areas = new Set(up === undefined ? [] : stackAreas(up));
    areas.add(areaOf(byId.get(id)!.callFrame));
    areasOnStack.set(id, areas);
    return areas;
  };
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
  const summary: Summary = {
    totalMs: 0,
    idleMs: 0,
    busyMs: 0,
    selfByArea: new Map(),
    inclusiveByArea: new Map(),
    selfByFunction: new Map(),
  };
  profile.samples.forEach((id, index) => {
    // A sample's time is the gap to the next one (the last sample gets the gap before it).
    const ms = (profile.timeDeltas[index + 1] ?? profile.timeDeltas[index] ?? 0) / 1000;
    const frame = byId.get(id)!.callFrame;
    summary.totalMs += ms;
    if (frame.functionName === IDLE) {
      summary.idleMs += ms;
      return;
    }
    summary.busyMs += ms;
    add(summary.selfByArea, areaOf(frame), ms);
    for (const area of stackAreas(id)) if (area !== '(root)') add(summary.inclusiveByArea, area, ms);
    const where = frame.url
      ? `${frame.url.replace(/^.*\/(node_modules|server\/src)\//, '')}:${frame.lineNumber + 1}`
      : '';
    add(summary.selfByFunction, `${frame.functionName || '(anonymous)'} ${where}`.trim(), ms);
  });
  return summary;
}

const readProfile = (file: string): CpuProfile => JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;

/** The main thread's busy time (everything but idle) per request, in ms. */
export const cpuPerRequest = (file: string, requests: number): number =>
  summarise(readProfile(file)).busyMs / Math.max(1, requests);

function table(title: string, rows: [string, number][], busyMs: number, requests: number | null) {
  console.log(`\n${title}`);
  console.log(`| | ms | share of busy | ${requests ? 'ms / request |' : ''}`);
  console.log(`|---|---|---|${requests ? '---|' : ''}`);
  for (const [name, ms] of rows) {
    const perRequest = requests ? ` ${(ms / requests).toFixed(3)} |` : '';
    console.log(`| ${name} | ${ms.toFixed(0)} | ${((ms / busyMs) * 100).toFixed(1)} % |${perRequest}`);
  }
}

const sorted = (map: Map<string, number>, top: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, requestsArg, topArg] = process.argv.slice(2);
  if (!file) throw new Error('usage: cpu-profile-summary.ts <file.cpuprofile> [requests] [top]');
  const requests = requestsArg ? Number(requestsArg) : null;
  const top = Number(topArg ?? 25);
  const summary = summarise(readProfile(file));
  console.log(
    `${file}: ${summary.totalMs.toFixed(0)} ms profiled, ${summary.busyMs.toFixed(0)} ms busy, ${summary.idleMs.toFixed(0)} ms idle` +
      (requests ? `; ${requests} requests, ${(summary.busyMs / requests).toFixed(3)} ms busy / request` : ''),
  );
  table('Own time by area', sorted(summary.selfByArea, top), summary.busyMs, requests);
  table('Time with the area on the stack', sorted(summary.inclusiveByArea, top), summary.busyMs, requests);
  table('Functions by own time', sorted(summary.selfByFunction, top), summary.busyMs, requests);
}
