// The document templates for other parts of the server: every work's template under its key (the
// render worker and the works catalogue find them here) and what tests read documents with.
export { documentText, flattenText } from './flatten.js';
export { templateFor, templateKeys } from './registry.js';
export type {
  OptionLabels,
  TemplateInput,
  TemplatePlace,
  TemplateProfile,
  TemplateValues,
  WorkTemplate,
} from './types.js';
