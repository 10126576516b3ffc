/**
 * A translation with values left open, for a text that changes many times a second (the book's
 * spread, the ratio bar's shares): the translation runs once, with a mark in place of each value, and
 * each text after that is its pieces joined around the values, with no lookup or interpolation of
 * i18next's at each call. Make it again when the language changes.
 *
 *   const spread = createTemplate(['spread'], (marks) => t('book.spread', marks));
 *   spread({ spread: '0.01' }) // "Spread 0.01", as t('book.spread', { spread: '0.01' }) says it
 */
export function createTemplate<Name extends string>(
  names: readonly Name[],
  translate: (marks: Record<Name, string>) => string,
): (values: Record<Name, string>) => string {
  // Marks no translation holds: a private-use character around the value's index.
  const markOf = (index: number) => `\uE000${index}\uE000`;
  const marks = Object.fromEntries(names.map((name, index) => [name, markOf(index)])) as Record<Name, string>;
  const pieces: (string | Name)[] = translate(marks)
    .split(/(\uE000\d+\uE000)/)
    .map((piece) => {
      const index = /^\uE000(\d+)\uE000$/.exec(piece)?.[1];
      return index === undefined ? piece : (names[Number(index)] as Name);
    });
  // Texts at even positions, names at odd ones (split keeps each captured mark between two texts).
  return (values) => {
    let text = '';
    pieces.forEach((piece, position) => {
      text += position % 2 === 0 ? piece : values[piece as Name];
    });
    return text;
  };
}
