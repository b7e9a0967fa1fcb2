// The file check of the verification page, done in the browser: the file never leaves the device.

/** SHA-256 of the bytes, in lower-case hex as the server gives it. */
export async function sha256Hex(bytes: BufferSource): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether the file is the PDF that was issued, byte for byte. */
export async function fileMatchesHash(bytes: BufferSource, issuedSha256: string): Promise<boolean> {
  return (await sha256Hex(bytes)) === issuedSha256.toLowerCase();
}
