// Document templates for other parts of the server. A work's document is built by the template on
// its catalogue entry, `findWork(key).template(input)` (see modules/works); this index adds what
// tests and tools need around it.
export { fixedTextOf } from './fixed-text.js';
export { documentText, flattenText } from './flatten.js';
export {
  longestValues,
  SAMPLE_CASES,
  SAMPLE_TODAY,
  type SampleCase,
  sampleInput,
  sampleLocation,
  sampleValues,
} from './samples.js';
export type { TemplateInput, WorkTemplate } from './types.js';
