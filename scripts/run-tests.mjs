// `npm test`: every check and suite, one after the other, each run whatever the others did, so
// one red step never hides the rest; a summary of every step at the end, and a failing exit code
// when any step failed. `npm test -- --only=test:client,lint` runs just those steps.
import { spawnSync } from 'node:child_process';

const STEPS = [
  'lint',
  'typecheck',
  'check:generated',
  'check:schema',
  'check:unused',
  'test:server',
  'test:client',
];

const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const steps = only ? STEPS.filter((step) => only.includes(step)) : STEPS;
const npm = process.env.npm_execpath;

const results = [];
for (const step of steps) {
  console.log(`\n==== npm run ${step} ====`);
  const started = Date.now();
  // npm's own script runner, so each step gets the project's Node (node_modules/.bin first).
  const run = npm
    ? spawnSync(process.execPath, [npm, 'run', '--silent', step], { stdio: 'inherit' })
    : spawnSync('npm', ['run', '--silent', step], { stdio: 'inherit' });
  results.push({ step, ok: run.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\n==== npm test: summary ====');
for (const { step, ok, seconds } of results) {
  console.log(`${ok ? 'passed' : 'FAILED'}  ${step.padEnd(16)} ${seconds} s`);
}
const failed = results.filter((result) => !result.ok);
console.log(
  failed.length ? `${failed.length} of ${results.length} steps failed` : `all ${results.length} steps passed`,
);
process.exit(failed.length ? 1 : 0);
