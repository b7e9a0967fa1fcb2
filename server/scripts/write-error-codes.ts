// Writes docs/error-codes.md and server/src/http/error-codes.json from the message catalogue
// (error-codes.ts); part of `npm run codegen`.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expectedErrorCodeFiles } from './error-codes.js';

for (const { file, content } of await expectedErrorCodeFiles()) {
  await writeFile(file, content);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
