/**
 * The name a saved PDF gets: the document's own for the original (version 0 or none), with
 * "-v<n>" before ".pdf" for an annotated version, so both can sit side by side in a folder.
 */
export const versionFileName = (fileName: string, version: number | null | undefined): string =>
  version ? fileName.replace(/\.pdf$/, `-v${version}.pdf`) : fileName;
