import type { Express, NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { Config } from '../config.js';
import { wallets } from '../modules/payments/wallets/registry.js';

/** The origin of a configured URL, or nothing when it is unset. */
const originOf = (url: string | undefined): string[] => (url ? [new URL(url).origin] : []);

/**
 * Where the browser may fetch signed file links from: this server, or the S3 bucket's host when
 * files live in a bucket (a custom endpoint, or AWS's virtual-hosted and path-style hosts).
 */
function fileOrigins(config: Config): string[] {
  if (!config.S3_BUCKET) return [];
  if (config.S3_ENDPOINT) return originOf(config.S3_ENDPOINT);
  return [
    `https://${config.S3_BUCKET}.s3.${config.S3_REGION}.amazonaws.com`,
    `https://s3.${config.S3_REGION}.amazonaws.com`,
  ];
}

/** The tutorial video plays in YouTube's or Vimeo's player, or from the configured file's host. */
function videoOrigins(config: Config): string[] {
  if (!config.TUTORIAL_VIDEO_URL) return [];
  return [
    'https://www.youtube-nocookie.com',
    'https://player.vimeo.com',
    ...originOf(config.TUTORIAL_VIDEO_URL),
  ];
}

/**
 * Security headers on every response (helmet): a Content-Security-Policy without inline scripts,
 * no framing by other sites, no Referer (codes travel in URLs), nosniff, and HSTS only when the
 * request arrived over https (HSTS sent over http is ignored, and on localhost it would stick).
 */
export function securityHeaders(app: Express, config: Config) {
  const files = fileOrigins(config);
  const video = videoOrigins(config);
  const frames = [...originOf(config.MAP_EMBED_URL), ...video, ...files];
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Mantine sets CSS variables and component styles through style elements and attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...files],
          fontSrc: ["'self'", 'data:'],
          // 'self' covers the WebSocket on the same host and port in current browsers; pdf.js
          // fetches the generated PDF from the blob: URL the print screen hands it.
          connectSrc: ["'self'", 'blob:', ...files],
          // pdf.js runs in a worker from the app's own assets.
          workerSrc: ["'self'", 'blob:'],
          frameSrc: frames.length > 0 ? frames : ["'none'"],
          mediaSrc: ["'self'", ...video, ...files],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          // A wallet's payment page may be reached by posting a signed form to it (eSewa's is).
          formAction: ["'self'", ...wallets.flatMap((wallet) => wallet.formOrigins(config))],
          frameAncestors: ["'none'"],
        },
      },
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'no-referrer' },
      // Cross-origin isolation would block the video and map embeds.
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: 'deny' },
    }),
  );
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  });
}
