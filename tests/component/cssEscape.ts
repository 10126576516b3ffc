/**
 * `CSS.escape` for jsdom, which has no `CSS` global; react-aria reads its `<meta>` settings through it.
 * The CSSOM's "serialize an identifier" algorithm (https://drafts.csswg.org/cssom/#serialize-an-identifier).
 */
export function cssEscape(value: string): string {
  const text = String(value);
  let result = '';
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const char = text.charAt(index);
    if (code === 0) result += '\uFFFD';
    else if (
      (code >= 0x1 && code <= 0x1f) ||
      code === 0x7f ||
      (index === 0 && code >= 0x30 && code <= 0x39) ||
      (index === 1 && code >= 0x30 && code <= 0x39 && text.charCodeAt(0) === 0x2d)
    )
      result += `\\${code.toString(16)} `;
    else if (index === 0 && text.length === 1 && code === 0x2d) result += `\\${char}`;
    else if (
      code >= 0x80 ||
      code === 0x2d ||
      code === 0x5f ||
      (code >= 0x30 && code <= 0x39) ||
      (code >= 0x41 && code <= 0x5a) ||
      (code >= 0x61 && code <= 0x7a)
    )
      result += char;
    else result += `\\${char}`;
  }
  return result;
}

if (typeof globalThis.CSS === 'undefined') {
  Object.defineProperty(globalThis, 'CSS', { value: { escape: cssEscape }, configurable: true });
}
