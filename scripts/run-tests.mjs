// `npm test`: every check and suite, each run whatever the others did, so one red step never hides
// the rest; a summary of every step at the end, and a failing exit code when any step failed.
// `npm test -- --only=test:client,lint` runs just those steps.
//
// The checks only read the checkout, and most of each is one process on one core, so they run two
// at a time (their output is printed whole, in order, as each ends). The suites use both cores on
// their own (two jest workers each) and run one after the other.
import { spawn } from 'node:child_process';

const CHECKS = [
  'lint',
  'typecheck:server',
  'typecheck:client',
  'check:generated',
  'check:schema',
  'check:unused',
];
const SUITES = ['test:server', 'test:client'];
const CHECKS_AT_ONCE = 2;

const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  // `typecheck` is both type checks.
  .flatMap((step) => (step === 'typecheck' ? ['typecheck:server', 'typecheck:client'] : [step]));
const chosen = (steps) => (only ? steps.filter((step) => only.includes(step)) : steps);
const npm = process.env.npm_execpath;

/** Runs `npm run <step>` (npm's own runner: each step gets the project's Node, node_modules/.bin first). */
function run(step, { capture }) {
  const started = Date.now();
  const [command, args] = npm
    ? [process.execPath, [npm, 'run', '--silent', step]]
    : ['npm', ['run', '--silent', step]];
  const child = spawn(command, args, { stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) =>
      resolve({ step, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000), output }),
    );
  });
}

const results = [];

// The checks, a few at a time: each starts when a slot is free, and each one's output is printed
// under its heading, in the checks' order, once it and those before it have ended.
let slots = CHECKS_AT_ONCE;
const waiting = [];
async function inTurn(work) {
  if (slots === 0) await new Promise((free) => waiting.push(free));
  else slots -= 1;
  try {
    return await work();
  } finally {
    const nextInLine = waiting.shift();
    if (nextInLine) nextInLine();
    else slots += 1;
  }
}
const checks = chosen(CHECKS).map((step) => inTurn(() => run(step, { capture: true })));
for (const check of checks) {
  const result = await check;
  console.log(`\n==== npm run ${result.step} ====`);
  for (const chunk of result.output) process.stdout.write(chunk);
  results.push(result);
}

for (const step of chosen(SUITES)) {
  console.log(`\n==== npm run ${step} ====`);
  results.push(await run(step, { capture: false }));
}

console.log('\n==== npm test: summary ====');
for (const { step, ok, seconds } of results) {
  console.log(`${ok ? 'passed' : 'FAILED'}  ${step.padEnd(17)} ${seconds} s`);
}
const failed = results.filter((result) => !result.ok);
console.log(
  failed.length ? `${failed.length} of ${results.length} steps failed` : `all ${results.length} steps passed`,
);
process.exit(failed.length ? 1 : 0);
