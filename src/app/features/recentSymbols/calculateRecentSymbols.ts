/**
 * How many pairs the footer's recent strip remembers. Ten fits one footer row on a 1080 px page (spec 000
 * §9's minimum width) next to the favourites, and is enough to hop back to the pairs of a session.
 */
export const RECENT_SYMBOLS_MAX = 10;

/**
 * The recent list after visiting `symbolId`: it moves to the front (newest first), appears once, and the
 * oldest fall off past `max`. Returns the same array when nothing changes, so a repeated visit (or React's
 * doubled effects) writes nothing.
 */
export function calculateRecentSymbols(
  recent: readonly string[],
  symbolId: string,
  max: number = RECENT_SYMBOLS_MAX,
): readonly string[] {
  if (recent[0] === symbolId && recent.length <= max) return recent;
  return [symbolId, ...recent.filter((id) => id !== symbolId)].slice(0, max);
}
