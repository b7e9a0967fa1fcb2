import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The Devanagari font an Android phone carries (Noto Sans Devanagari, regular and bold), here from
 * the project's own copy: this machine has no Devanagari font of its own.
 */
export const ANDROID_DEVANAGARI: readonly string[] = ['Regular', 'Bold'].map((weight) =>
  path.resolve(import.meta.dirname, '../../../fonts', `NotoSansDevanagari-${weight}.ttf`),
);

/**
 * A fontconfig file that gives a browser these fonts as the device's own, beside the machine's:
 * Chromium finds installed fonts through fontconfig, and FONTCONFIG_FILE points it at this one.
 */
export async function deviceFontsConfig(fonts: readonly string[]): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'device-fonts-'));
  const fontDir = path.join(dir, 'fonts');
  await mkdir(fontDir);
  for (const font of fonts) await symlink(font, path.join(fontDir, path.basename(font)));
  const file = path.join(dir, 'fonts.conf');
  await writeFile(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${fontDir}</dir>
  <cachedir>${path.join(dir, 'cache')}</cachedir>
</fontconfig>
`,
  );
  return file;
}
