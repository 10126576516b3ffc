/** The content codings the simulator stores beside a built file, best first. */
export type StoredEncoding = 'br' | 'gzip';

const PREFERENCE: readonly StoredEncoding[] = ['br', 'gzip'];

/** Each coding's weight from an Accept-Encoding header (RFC 9110 §12.5.3); `*` covers the rest. */
function weights(header: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    result.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  return result;
}

/**
 * The stored variant to send: brotli over gzip over the file itself, among those the client accepts
 * (a weight above 0, by name or by `*`) and that exist. `undefined` means send the file as it is.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: ReadonlySet<StoredEncoding>,
): StoredEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = weights(acceptEncoding);
  const star = accepted.get('*') ?? 0;
  return PREFERENCE.find((coding) => available.has(coding) && (accepted.get(coding) ?? star) > 0);
}
