import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chromium 136+): compile every function of this file eagerly. */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts V8's compile hint on the first line of the entry chunk, the code every page runs as it
 * starts (React, the router, Apollo, the frame). Without it V8 only pre-parses a function and
 * compiles it on the main thread when it is first called, while the page is starting; with it
 * V8 compiles them all at once on a background thread as the file downloads. The screens' own
 * chunks keep the default: many of their functions run only on a tap.
 *
 * Done after Vite has written its own preamble (the chunk's dependency map), because the hint
 * counts only on the file's first line; a source map gets one empty line to match.
 */
export function compileHints(): Plugin {
  return {
    name: 'lekhapadi:compile-hints',
    apply: 'build',
    generateBundle: {
      // After every other plugin's, Vite's own preamble included.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
          chunk.code = `${EAGER_COMPILE_HINT}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}
