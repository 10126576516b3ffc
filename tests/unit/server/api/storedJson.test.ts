import { describe, expect, it } from 'vitest';
import {
  CHART_CONFIG_LIMITS,
  readStoredJson,
  storedJsonProblem,
  utf8Length,
} from '../../../../src/server/api/storedJson';

/** `{"a": {"a": … {}}}`, `depth` objects deep, built without recursion. */
function nested(depth: number): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  let node = root;
  for (let i = 1; i < depth; i++) {
    const child: Record<string, unknown> = {};
    node['a'] = child;
    node = child;
  }
  return root;
}

describe('stored JSON limits', () => {
  it('measures depth by objects and arrays, up to the limit and not past it', () => {
    const limits = { maxDepth: 3, maxBytes: 1000 };
    expect(storedJsonProblem({ a: [{ b: 1 }] }, limits)).toBeUndefined();
    expect(storedJsonProblem({ a: [{ b: [] }] }, limits)).toBe('nested deeper than 3 levels');
    expect(storedJsonProblem('a string', limits)).toBeUndefined();
  });

  it('refuses a 100 000-deep value without overflowing the stack', () => {
    expect(storedJsonProblem(nested(100_000), CHART_CONFIG_LIMITS)).toBe('nested deeper than 20 levels');
    expect(storedJsonProblem(nested(20), CHART_CONFIG_LIMITS)).toBeUndefined();
  });

  it('counts size in UTF-8 bytes', () => {
    expect(utf8Length('a✓€😀')).toBe(1 + 3 + 3 + 4);
    // {"a":"✓✓"}: 8 ASCII bytes and two 3-byte characters.
    expect(storedJsonProblem({ a: '✓✓' }, { maxDepth: 5, maxBytes: 14 })).toBeUndefined();
    expect(storedJsonProblem({ a: '✓✓' }, { maxDepth: 5, maxBytes: 13 })).toBe(
      '14 bytes, over the 13 allowed',
    );
  });

  it('reads a value past the limits as nothing saved', () => {
    expect(readStoredJson(undefined, CHART_CONFIG_LIMITS)).toBeNull();
    expect(readStoredJson(nested(4114), CHART_CONFIG_LIMITS)).toBeNull();
    expect(readStoredJson({ interval: '1h' }, CHART_CONFIG_LIMITS)).toEqual({ interval: '1h' });
  });
});
