import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config.js';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'lekhapadi-config-'));

test('defaults serve on port 4000 with PGlite under DATA_DIR', () => {
  const config = loadConfig({ DATA_DIR: dataDir() });
  expect(config.PORT).toBe(4000);
  expect(config.DATABASE_URL).toBeUndefined();
  expect(config.secureCookies).toBe(false);
  expect(config.urlSigningSecret).toMatch(/^[0-9a-f]{64}$/);
});

test('the generated signing key is kept across restarts', () => {
  const dir = dataDir();
  expect(loadConfig({ DATA_DIR: dir }).urlSigningSecret).toBe(loadConfig({ DATA_DIR: dir }).urlSigningSecret);
});

test('a bad value stops start-up with a message naming the variable', () => {
  expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(ConfigError);
  expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(/PORT/);
  expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
});

test('an https public address makes cookies Secure', () => {
  expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://lekhapadi.example' }).secureCookies).toBe(
    true,
  );
});

test('S3 settings: a bucket turns them on; the two keys go together', () => {
  const config = loadConfig({
    DATA_DIR: dataDir(),
    S3_BUCKET: 'files',
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_FORCE_PATH_STYLE: 'true',
  });
  expect(config).toMatchObject({ S3_BUCKET: 'files', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
  expect(loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: '' }).S3_BUCKET).toBeUndefined();
  expect(() => loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' })).toThrow(
    /S3_SECRET_ACCESS_KEY/,
  );
  expect(() => loadConfig({ DATA_DIR: dataDir(), S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
});

test('public site settings: all optional, https links only, the contact inbox an e-mail address', () => {
  const none = loadConfig({ DATA_DIR: dataDir(), TUTORIAL_VIDEO_URL: '', MAP_EMBED_URL: ' ' });
  for (const name of ['TUTORIAL_VIDEO_URL', 'MAP_EMBED_URL', 'CONTACT_EMAIL', 'CONTACT_ADDRESS'] as const) {
    expect(none[name]).toBeUndefined();
  }
  const set = loadConfig({
    DATA_DIR: dataDir(),
    TUTORIAL_VIDEO_URL: 'https://www.youtube.com/embed/abc123',
    MAP_EMBED_URL: 'https://www.openstreetmap.org/export/embed.html?bbox=85.3,27.7,85.4,27.8',
    CONTACT_EMAIL: ' help@lekhapadi.example ',
    CONTACT_ADDRESS: 'Putalisadak, Kathmandu',
  });
  expect(set).toMatchObject({
    TUTORIAL_VIDEO_URL: 'https://www.youtube.com/embed/abc123',
    CONTACT_EMAIL: 'help@lekhapadi.example',
    CONTACT_ADDRESS: 'Putalisadak, Kathmandu',
  });
  expect(() => loadConfig({ DATA_DIR: dataDir(), MAP_EMBED_URL: 'http://maps.example/embed' })).toThrow(
    /MAP_EMBED_URL: must be an https:\/\/ URL/,
  );
  expect(() => loadConfig({ DATA_DIR: dataDir(), TUTORIAL_VIDEO_URL: 'javascript:alert(1)' })).toThrow(
    /TUTORIAL_VIDEO_URL: must be an https:\/\/ URL/,
  );
  expect(() => loadConfig({ DATA_DIR: dataDir(), TUTORIAL_VIDEO_URL: 'video.mp4' })).toThrow(
    /TUTORIAL_VIDEO_URL/,
  );
  expect(() => loadConfig({ DATA_DIR: dataDir(), CONTACT_EMAIL: 'help at lekhapadi' })).toThrow(
    /CONTACT_EMAIL: must be an e-mail address/,
  );
});

test('deploy/instance.env.example starts an instance as it stands (its payment settings aside)', () => {
  // As Compose's env_file reads it: KEY=VALUE lines, `KEY=` setting the variable to empty.
  const file = readFileSync(path.resolve(import.meta.dirname, '../../deploy/instance.env.example'), 'utf8');
  const settings = Object.fromEntries(
    file
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  expect(settings.NODE_ENV).toBe('production');
  // The payment merchant's keys and hosts are the operator's to add (docs/payments.md).
  const config = loadConfig({ ...settings, DATA_DIR: dataDir(), PAYMENTS_SANDBOX: 'true' });
  expect(config.TRUST_PROXY).toBe(1);
});

test('the accounts’ deliberate costs: production’s by default, lower only outside production', () => {
  const defaults = loadConfig({ DATA_DIR: dataDir() });
  expect([
    defaults.PASSWORD_SCRYPT_LOG2_N,
    defaults.REGISTER_ANSWER_FLOOR_MS,
    defaults.CODE_ANSWER_FLOOR_MS,
  ]).toEqual([15, 600, 400]);
  const cheap = { PASSWORD_SCRYPT_LOG2_N: '10', REGISTER_ANSWER_FLOOR_MS: '0', CODE_ANSWER_FLOOR_MS: '0' };
  expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test', ...cheap }).PASSWORD_SCRYPT_LOG2_N).toBe(10);
  const production = { DATA_DIR: dataDir(), NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' };
  expect(() => loadConfig({ ...production, ...cheap })).toThrow(
    /PASSWORD_SCRYPT_LOG2_N: must be at least 15[\s\S]*REGISTER_ANSWER_FLOOR_MS: must be at least 600[\s\S]*CODE_ANSWER_FLOOR_MS: must be at least 400/,
  );
  expect(() => loadConfig({ ...production, CODE_ANSWER_FLOOR_MS: '399' })).toThrow(/CODE_ANSWER_FLOOR_MS/);
  expect(loadConfig({ ...production, PASSWORD_SCRYPT_LOG2_N: '16' }).PASSWORD_SCRYPT_LOG2_N).toBe(16);
});
