import { execFile } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const BIN = '/usr/lib/postgresql/15/bin';

/**
 * A PostgreSQL cluster of the test's own, on a free port under a temporary directory, so a test can
 * stop and start the database without touching the machine's shared server. PostgreSQL refuses to
 * run as root: as root, its commands run as the `postgres` user.
 */
export class PrivatePostgres {
  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private get dataDir() {
    return path.join(this.dir, 'data');
  }

  static async create(): Promise<PrivatePostgres> {
    const dir = await mkdtemp(path.join(tmpdir(), 'lekhapadi-pg-'));
    if (process.getuid?.() === 0) {
      const { stdout } = await run('id', ['-u', 'postgres']);
      const { stdout: group } = await run('id', ['-g', 'postgres']);
      await chown(dir, Number(stdout.trim()), Number(group.trim()));
    }
    const cluster = new PrivatePostgres(dir, await freePort());
    await cluster.pg('initdb', [
      '-D',
      cluster.dataDir,
      '-A',
      'trust',
      '-U',
      'postgres',
      '--no-sync',
      '-E',
      'UTF8',
    ]);
    await cluster.start();
    return cluster;
  }

  /** Returns once the server accepts connections (pg_ctl -w). */
  async start() {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
    await this.pg('pg_ctl', [
      '-D',
      this.dataDir,
      '-o',
      options,
      '-l',
      path.join(this.dir, 'log'),
      '-w',
      '-t',
      '60',
      'start',
    ]);
  }

  /** Fast shutdown: open connections are terminated, as in a crash or a restart. */
  async stop() {
    await this.pg('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
  }

  async destroy() {
    await this.stop().catch(() => undefined);
    await rm(this.dir, { recursive: true, force: true });
  }

  private async pg(command: string, args: string[]) {
    const binary = path.join(BIN, command);
    if (process.getuid?.() === 0)
      await run('runuser', ['-u', 'postgres', '--', binary, ...args], { cwd: this.dir });
    else await run(binary, args, { cwd: this.dir });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
