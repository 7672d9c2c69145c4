/** Encodes text as unpadded base64url (UTF-8), without Buffer so it runs in browsers and Node. */
export function encodeBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) {
    binary += String.fromCharCode(byte);
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Decodes unpadded or padded base64url into UTF-8 text; null when it is not valid base64url or UTF-8. */
export function decodeBase64Url(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(encoded)) {
    return null;
  }
  const unpadded = encoded.replace(/=+$/, '');
  if (unpadded.length % 4 === 1) {
    return null;
  }
  const base64 = unpadded.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(unpadded.length / 4) * 4, '=');
  try {
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
