import { readFile, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** The settings a server needs to keep its files in this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver's fixed credentials: it refuses any other key id. */
const ACCESS_KEY = 'S3RVER';

/**
 * An S3-compatible server (s3rver, in this process) on a free port of 127.0.0.1, with one bucket
 * whose CORS rule is deploy/s3-cors.xml for the given app origins, as a production bucket needs.
 */
export async function startLocalS3(appOrigins: string[] = []): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'lekhapadi-s3-'));
  const bucket = 'lekhapadi-files';
  const cors = await corsFor(appOrigins);
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: cors ? [cors] : [] }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The documented CORS rule with its example origin replaced by the app's own. */
async function corsFor(origins: string[]): Promise<string | undefined> {
  if (origins.length === 0) return undefined;
  const documented = await readFile(path.resolve(import.meta.dirname, '../../deploy/s3-cors.xml'), 'utf8');
  const rule = documented.replace(/<!--[\s\S]*?-->/, '').trim();
  const allowed = origins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join('\n    ');
  return rule.replace('<AllowedOrigin>https://lekhapadi.example</AllowedOrigin>', allowed);
}
