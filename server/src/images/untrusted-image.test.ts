import sharp from 'sharp';
import { largestPicture, truncatedPng, zeroPngBomb } from '../../../test/support/hostile-images.js';
import { type ImagePolicy, ImageRefused, reencodeImage } from './untrusted-image.js';

const policy: ImagePolicy = {
  formats: ['png', 'jpeg'],
  maxInputPixels: 2048 * 2048,
  maxAspect: 8,
  maxSide: 1000,
  output: 'png',
};

const reason = (work: Promise<unknown>) =>
  work.then(
    () => 'accepted',
    (error: unknown) => (error instanceof ImageRefused ? error.reason : String(error)),
  );

test('a PNG cut off inside its first IDAT is refused as unreadable, at once', async () => {
  const png = await truncatedPng();
  // CPU time of the process (sharp's threads included), not the clock: a busy machine makes the
  // test wait for a core; a decoder that spins on the cut stream spends CPU.
  const started = process.cpuUsage();
  expect(await reason(reencodeImage(png, policy))).toBe('unreadable');
  const { user, system } = process.cpuUsage(started);
  expect((user + system) / 1000).toBeLessThan(2000);
});

test('a 12,000² bomb is refused from its header, before anything is decoded', async () => {
  const bomb = await zeroPngBomb();
  const before = process.memoryUsage().rss;
  expect(await reason(reencodeImage(bomb, policy))).toBe('tooManyPixels');
  expect(process.memoryUsage().rss - before).toBeLessThan(20 * 1024 * 1024);
});

test('a type outside the policy, random bytes and a line too long for a stamp are refused', async () => {
  const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
    .gif()
    .toBuffer();
  expect(await reason(reencodeImage(gif, policy))).toBe('unsupported');
  expect(await reason(reencodeImage(Buffer.from('not a picture at all'), policy))).toBe('unreadable');
  const line = await sharp({ create: { width: 900, height: 100, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  expect(await reason(reencodeImage(line, policy))).toBe('badAspect');
});

test('what is kept is a PNG of bounded size with its transparency, upright', async () => {
  const seal = await sharp({
    create: { width: 2000, height: 1000, channels: 4, background: { r: 200, g: 0, b: 0, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
  const kept = await reencodeImage(seal, policy);
  expect(kept).toMatchObject({ contentType: 'image/png', width: 1000, height: 500 });
  expect(await sharp(kept.bytes).metadata()).toMatchObject({ format: 'png', hasAlpha: true, width: 1000 });

  // A phone photo stored sideways (EXIF orientation 6) is kept the way it is seen.
  const sideways = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#08f' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
  expect(await reencodeImage(sideways, policy)).toMatchObject({ width: 100, height: 300 });

  const photo = await largestPicture('jpeg', 1024 * 1024);
  const small = await reencodeImage(photo, { ...policy, output: 'webp', maxSide: 512 });
  expect(small).toMatchObject({ contentType: 'image/webp', width: 512, height: 512 });
});
