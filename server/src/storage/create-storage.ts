import path from 'node:path';
import type { Config } from '../config.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';
import type { FileStorage } from './storage.js';

/** The bucket when S3_BUCKET is configured, else the folder DATA_DIR/files. */
export function createFileStorage(config: Config): FileStorage {
  if (config.S3_BUCKET) {
    return createS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return createLocalStorage({
    folder: path.join(config.dataDir, 'files'),
    secret: config.urlSigningSecret,
    publicUrl: config.PUBLIC_URL,
  });
}
