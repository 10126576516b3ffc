/**
 * jsdom has no `CSS` global, and react-aria's collections (tabs, lists, menus) find their items with
 * `CSS.escape`. This is the CSSOM's "serialize an identifier" (https://drafts.csswg.org/cssom/#serialize-an-identifier),
 * installed only where the environment lacks it.
 */
function escapeIdentifier(value: string): string {
  let result = '';
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    const char = value.charAt(index);
    if (code === 0x0000) result += '\uFFFD';
    else if (
      (code >= 0x0001 && code <= 0x001f) ||
      code === 0x007f ||
      (index === 0 && code >= 0x0030 && code <= 0x0039) ||
      (index === 1 && code >= 0x0030 && code <= 0x0039 && value.charCodeAt(0) === 0x002d)
    )
      result += `\\${code.toString(16)} `;
    else if (index === 0 && value.length === 1 && code === 0x002d) result += `\\${char}`;
    else if (code >= 0x0080 || code === 0x002d || code === 0x005f || /[0-9A-Za-z]/.test(char)) result += char;
    else result += `\\${char}`;
  }
  return result;
}

export function polyfillCssEscape(): void {
  const scope = globalThis as { CSS?: { escape?: (value: string) => string } };
  if (typeof scope.CSS?.escape === 'function') return;
  scope.CSS = { ...scope.CSS, escape: (value: string) => escapeIdentifier(String(value)) };
}
