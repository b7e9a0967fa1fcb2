import sharp, { type Metadata } from 'sharp';

// Pictures people upload are untrusted bytes. They are read by libvips (sharp) on its own threads,
// never by JavaScript on the request thread: a damaged file is refused instead of hanging a
// decoder, the pixel count is checked from the header before anything is decoded, and what is
// kept is the project's own re-encoded copy of bounded size, so nothing downstream (the PDF writer,
// a browser) ever reads the uploaded file itself.

// libvips keeps no decoded images between requests (memory), and one image uses one thread.
sharp.cache(false);
sharp.concurrency(1);

type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp';

export interface ImagePolicy {
  /** What the bytes may be (read from the bytes, whatever the upload claimed). */
  formats: readonly ImageFormat[];
  /** The decoder refuses more than this many input pixels, from the header. */
  maxInputPixels: number;
  /** Longer side over shorter side. */
  maxAspect: number;
  /** The kept copy fits within this many pixels on its longer side (never enlarged). */
  maxSide: number;
  /** PNG keeps transparency (a stamp); WebP is small (a photo). */
  output: 'png' | 'webp';
}

/** Why a picture is refused; each reason is a message code of its own (image.*). */
export type ImageRefusalReason =
  | 'unsupported'
  | 'unreadable'
  | 'tooManyPixels'
  | 'badAspect'
  | 'tooSlow'
  | 'busy';

export class ImageRefused extends Error {
  constructor(readonly reason: ImageRefusalReason) {
    super(`image refused: ${reason}`);
    this.name = 'ImageRefused';
  }
}

export interface BoundedImage {
  bytes: Buffer;
  contentType: 'image/png' | 'image/webp';
  extension: 'png' | 'webp';
  width: number;
  height: number;
}

/** libvips' own limit on one image's work; past it the pipeline is stopped. */
const DECODE_TIMEOUT_SECONDS = 5;
/** At most this many pictures are decoded at once; the libuv threads also serve files and DNS. */
const AT_ONCE = 2;
/** More waiting than this is refused as busy rather than queued without end. */
const MAX_WAITING = 16;

let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= AT_ONCE) {
    if (waiting.length >= MAX_WAITING) throw new ImageRefused('busy');
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/**
 * Checks a picture and returns the copy to keep: decoded within the policy's pixel budget, turned
 * upright (a phone photo's EXIF orientation), scaled into maxSide and re-encoded without metadata.
 * Throws ImageRefused for anything else; nothing here blocks the request thread.
 */
export function reencodeImage(bytes: Buffer, policy: ImagePolicy): Promise<BoundedImage> {
  return withinDeadline(inTurn(() => reencode(bytes, policy)));
}

/**
 * libvips' timeout stops a pipeline that makes progress too slowly; this one answers the request
 * even if a decoder stopped making progress at all. Its thread keeps its turn (inTurn) until it
 * does return, so stuck decoders can hold at most AT_ONCE threads.
 */
function withinDeadline<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ImageRefused('tooSlow')), (DECODE_TIMEOUT_SECONDS + 1) * 1000);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

async function reencode(bytes: Buffer, policy: ImagePolicy): Promise<BoundedImage> {
  const options = {
    limitInputPixels: policy.maxInputPixels,
    // A truncated or damaged file is an error, not a picture with a grey end.
    failOn: 'error',
    sequentialRead: true,
    animated: false,
  } as const;
  let header: Metadata;
  try {
    header = await sharp(bytes, options).metadata();
  } catch (error) {
    // libvips checks the pixel limit from the header already.
    throw new ImageRefused(/pixel limit/i.test(String(error)) ? 'tooManyPixels' : 'unreadable');
  }
  if (!policy.formats.includes(header.format as ImageFormat)) throw new ImageRefused('unsupported');
  const { width = 0, height = 0 } = header.autoOrient ?? header;
  if (width < 1 || height < 1) throw new ImageRefused('unreadable');
  if (width * height > policy.maxInputPixels) throw new ImageRefused('tooManyPixels');
  if (Math.max(width, height) / Math.min(width, height) > policy.maxAspect) {
    throw new ImageRefused('badAspect');
  }
  const pipeline = sharp(bytes, options)
    .autoOrient()
    .resize({ width: policy.maxSide, height: policy.maxSide, fit: 'inside', withoutEnlargement: true })
    .timeout({ seconds: DECODE_TIMEOUT_SECONDS });
  const encoded =
    policy.output === 'png' ? pipeline.png({ compressionLevel: 6 }) : pipeline.webp({ quality: 85 });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      contentType: policy.output === 'png' ? 'image/png' : 'image/webp',
      extension: policy.output,
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    throw new ImageRefused(/timeout/i.test(String(error)) ? 'tooSlow' : 'unreadable');
  }
}
