import path from 'node:path';
import type { Config } from '../config.js';
import { createLocalStorage } from './local-storage.js';
import type { FileStorage } from './storage.js';

/**
 * The bucket when S3_BUCKET is configured, else the folder DATA_DIR/files. The AWS SDK (tens of MB
 * of code and heap) is imported only when a bucket is configured.
 */
export async function createFileStorage(config: Config): Promise<FileStorage> {
  if (config.S3_BUCKET) {
    const { createS3Storage } = await import('./s3-storage.js');
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
