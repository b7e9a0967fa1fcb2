// `node --import ./test/support/trace-packages.mjs …`: prints "package <name>" on stderr for every
// package an ES import resolves into, so a test can see what a module graph loads.
import { register } from 'node:module';

register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      const resolved = await next(specifier, context);
      const name = /node_modules\\/((?:@[^/]+\\/)?[^/]+)/.exec(resolved.url)?.[1];
      if (name) process.stderr.write('package ' + name + '\\n');
      return resolved;
    }
  `)}`,
);
