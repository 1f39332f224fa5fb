/**
 * The compressed copies the build writes beside the portal's files (tools/vite-compress-plugin.ts), in the order the
 * server prefers them: brotli is about a sixth smaller than gzip for the portal's JavaScript.
 */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export type ContentEncoding = (typeof PRECOMPRESSED)[number]['encoding'];

/**
 * The quality the browser gives each content coding in its Accept-Encoding header (RFC 9110 §12.5.3): a coding it
 * does not name takes the `*` entry's quality, or 0; `q=0` refuses it.
 */
function qualityOf(header: string, coding: string): number {
  let named: number | null = null;
  let wildcard: number | null = null;
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    const value = Number.isFinite(quality) ? quality : 0;
    const name = token.trim().toLowerCase();
    if (name === coding || (coding === 'gzip' && name === 'x-gzip')) named = value;
    else if (name === '*') wildcard = value;
  }
  return named ?? wildcard ?? 0;
}

/** The best coding the browser accepts of those `available`, or null for the file as it is. */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: readonly ContentEncoding[],
): ContentEncoding | null {
  if (!acceptEncoding) return null;
  let best: { encoding: ContentEncoding; quality: number } | null = null;
  for (const { encoding } of PRECOMPRESSED) {
    if (!available.includes(encoding)) continue;
    const quality = qualityOf(acceptEncoding, encoding);
    if (quality > 0 && (best === null || quality > best.quality)) best = { encoding, quality };
  }
  return best?.encoding ?? null;
}
