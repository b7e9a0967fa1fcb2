import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

type OutputBundle = Parameters<
  NonNullable<Extract<Plugin['generateBundle'], (...args: never[]) => unknown>>
>[1];
type OutputChunk = Extract<OutputBundle[string], { type: 'chunk' }>;

export interface LandingReport {
  files: { fileName: string; bytes: number; gzipBytes: number }[];
  bytes: number;
  gzipBytes: number;
}

/**
 * The JavaScript a visitor downloads for the whole landing page: the entry chunk, the sections
 * of the home page that load lazily (any chunk whose own module lives under `landingDir`), and
 * everything those import statically; of the chunks a reader fetches one of by language (the
 * message catalogues, `perLanguage`), the largest. Screens reached by navigating away are not
 * counted.
 */
export function landingReport(
  bundle: OutputBundle,
  landingDir: string,
  perLanguage: readonly string[] = [],
): LandingReport {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const roots = chunks.filter(
    (chunk) => chunk.isEntry || (chunk.facadeModuleId?.startsWith(landingDir) && chunk.isDynamicEntry),
  );
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) visit(imported);
    }
  };
  for (const root of roots) visit(root);
  const sized = (chunk: OutputChunk) => ({
    fileName: chunk.fileName,
    bytes: Buffer.byteLength(chunk.code),
    gzipBytes: gzipSync(chunk.code).length,
  });
  const files = [...seen].map((fileName) => sized(byName.get(fileName) as OutputChunk));
  const languageChunks = chunks
    .filter((chunk) => perLanguage.some((module) => chunk.facadeModuleId === module))
    .map(sized)
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  if (languageChunks[0]) files.push(languageChunks[0]);
  return {
    files,
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
  };
}

/** Prints the landing page's JavaScript after each build and fails the build above the budget. */
export function landingBudget(options: {
  landingDir: string;
  budgetKb: number;
  /** Modules of which a reader fetches one, by language: the largest chunk of them counts. */
  perLanguage?: readonly string[];
}): Plugin {
  return {
    name: 'lekhapadi:landing-budget',
    apply: 'build',
    generateBundle(_output, bundle) {
      const report = landingReport(bundle, options.landingDir, options.perLanguage);
      const languageFiles = (options.perLanguage ?? []).length;
      if (
        languageFiles &&
        !Object.values(bundle).some(
          (item) => item.type === 'chunk' && options.perLanguage?.includes(item.facadeModuleId ?? ''),
        )
      )
        this.error('landing budget: none of the per-language chunks was found (renamed?)');
      const kb = (bytes: number) => (bytes / 1024).toFixed(1);
      const summary = `landing page JavaScript: ${kb(report.gzipBytes)} KB gzip (${kb(report.bytes)} KB raw) in ${report.files.length} files; budget ${options.budgetKb} KB gzip`;
      if (report.gzipBytes > options.budgetKb * 1024) {
        this.error(
          `${summary}: over budget\n${report.files.map((f) => `  ${f.fileName} ${kb(f.gzipBytes)} KB`).join('\n')}`,
        );
      }
      this.info(summary);
    },
  };
}
