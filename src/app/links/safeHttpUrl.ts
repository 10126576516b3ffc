/**
 * Links from the server (notices, config) are shown only when they are absolute http(s) URLs
 * (design.md "Integrity rules"): `javascript:`, `data:` and relative tricks give `undefined`.
 */
export function safeHttpUrl(text: string | undefined): string | undefined {
  if (!text) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
