import type { OutputBundle, OutputChunk } from 'rolldown';
import { compileHints, EAGER_COMPILE_HINT } from './compile-hints';

function chunk(fileName: string, isEntry: boolean, withMap = false): OutputChunk {
  return {
    type: 'chunk',
    fileName,
    isEntry,
    code: 'const __vite__mapDeps=(i)=>i;\nexport function start(){}\n',
    map: withMap ? ({ mappings: 'AAAA;AACA' } as OutputChunk['map']) : null,
  } as OutputChunk;
}

function generate(bundle: Record<string, OutputChunk>) {
  const hook = compileHints().generateBundle as {
    order: string;
    handler: (options: unknown, bundle: OutputBundle) => void;
  };
  // After Vite's own post plugins, which write the dependency map the hint must precede.
  expect(hook.order).toBe('post');
  hook.handler({}, bundle as unknown as OutputBundle);
}

test('the entry chunk starts with the hint, on its own first line, before Vite’s preamble', () => {
  const bundle = { entry: chunk('assets/index-abc.js', true), screen: chunk('assets/Screen-def.js', false) };
  generate(bundle);
  expect(bundle.entry.code.split('\n')[0]).toBe(EAGER_COMPILE_HINT);
  expect(bundle.entry.code.split('\n')[1]).toBe('const __vite__mapDeps=(i)=>i;');
  // A screen's chunk is compiled as V8 chooses: many of its functions run only on a tap.
  expect(bundle.screen.code).not.toContain(EAGER_COMPILE_HINT);
});

test('a source map moves down by the one line the hint adds', () => {
  const bundle = { entry: chunk('assets/index-abc.js', true, true) };
  generate(bundle);
  expect(bundle.entry.map?.mappings).toBe(';AAAA;AACA');
});
