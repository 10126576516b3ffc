/**
 * Words by the value they name (a side, a type, a status), each translated once: make one per language
 * (a table builds its columns anew for another). For cells that render often: rows coming into view at
 * every frame of a scroll, rows that change with every account view. An i18next lookup per cell was
 * about 1 % of the main thread while a history table scrolled.
 *
 *   const sideWord = createWordCache();
 *   sideWord(row.side, () => t(`history.side.${row.side}`))
 */
export function createWordCache(): (value: string, translate: () => string) => string {
  const words = new Map<string, string>();
  return (value, translate) => {
    let word = words.get(value);
    if (word === undefined) words.set(value, (word = translate()));
    return word;
  };
}
