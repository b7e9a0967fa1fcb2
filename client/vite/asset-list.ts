import type { Plugin } from 'vite';

/**
 * Writes `asset-files.json`, the built files of this release (`{ "files": ["/assets/…", …] }`).
 * The service worker (client/public/sw.js) reads it once per release to forget the files of the
 * releases before: hashed names never repeat, so without it a phone's cache grew with every release
 * until the browser, short of space, cleared the whole site, drafts included.
 */
export function assetList(): Plugin {
  return {
    name: 'lekhapadi:asset-list',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((file) => file.startsWith('assets/'))
        .sort()
        .map((file) => `/${file}`);
      this.emitFile({
        type: 'asset',
        fileName: 'asset-files.json',
        source: `${JSON.stringify({ files })}\n`,
      });
    },
  };
}
