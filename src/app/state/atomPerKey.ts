/**
 * One atom per key, made on first ask and kept for the tab's life: every reader of a key reads the
 * same atom, so they share one watch and one derived value (jotai compares atoms by identity; a new
 * atom per render would derive again each time). Keys are plain strings, booleans or numbers, joined
 * into one.
 */
export function atomPerKey<Args extends readonly (string | number | boolean)[], Made>(
  create: (...args: Args) => Made,
): (...args: Args) => Made {
  const made = new Map<string, Made>();
  return (...args) => {
    const key = args.join('\u0000');
    let found = made.get(key);
    if (found === undefined) {
      found = create(...args);
      made.set(key, found);
    }
    return found;
  };
}
