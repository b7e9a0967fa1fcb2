// `npm run dev`: the server restarts on change (node --watch, TypeScript through SWC) and the
// client is served by Vite with hot reload on http://localhost:5173, proxying the API to :4000.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--watch', '--import', '@swc-node/register/esm-register', 'server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, SWC_NODE_PROJECT: 'server/tsconfig.json' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--config', 'client/vite.config.ts'], {
    stdio: 'inherit',
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
