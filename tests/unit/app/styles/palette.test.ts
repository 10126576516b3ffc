/**
 * The palette's contrast, read from theme.css itself: axe (tests/e2e/accessibility.spec.ts) checks what
 * the page shows, but it cannot measure a figure over a depth bar (the bar is another element under the
 * text, so axe leaves those "incomplete"). This checks every text colour against both backgrounds and
 * the up/down tints, in both themes, with WCAG 2's contrast formula.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(resolve(import.meta.dirname, '../../../../src/app/styles/theme.css'), 'utf8');

type Rgb = [number, number, number];

/** The declarations of the first rule whose selector list ends with `selector`. */
function declarations(selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no rule for ${selector}`);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return new Map([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1] ?? '', (m[2] ?? '').trim()]));
}

function rgb(hex: string | undefined): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex ?? '');
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [parseInt(match[1] ?? '', 16), parseInt(match[2] ?? '', 16), parseInt(match[3] ?? '', 16)];
}

function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `share` of `color` over `under`, as color-mix(in srgb) and a translucent layer both paint it. */
const mix = (color: Rgb, under: Rgb, share: number): Rgb =>
  color.map((c, i) => c * share + (under[i] ?? 0) * (1 - share)) as Rgb;

/** The tints' share, from `--up-tint: color-mix(in srgb, var(--up) 12%, transparent)`. */
const tintShare = Number(/--up-tint:\s*color-mix\(in srgb, var\(--up\) (\d+)%/.exec(css)?.[1]) / 100;

const TEXT_COLOURS = [
  '--text',
  '--text-muted',
  '--accent',
  '--up',
  '--down',
  '--flat',
  '--warn',
  '--favourite',
];

describe.each([
  ['light', ":root[data-theme='light']"],
  ['dark', ":root[data-theme='dark']"],
])('the %s palette', (_, selector) => {
  const palette = declarations(selector);
  const colour = (name: string) => rgb(palette.get(name));
  const bg = colour('--bg');
  const raised = colour('--bg-raised');

  it.each(TEXT_COLOURS)('%s reaches 4.5:1 on both backgrounds', (name) => {
    expect(contrast(colour(name), bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colour(name), raised)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['--text', '--up', '--down', '--accent'])(
    '%s reaches 4.5:1 over the up and down tints of the depth and ratio bars',
    (name) => {
      expect(tintShare).toBeGreaterThan(0);
      for (const tint of ['--up', '--down']) {
        const behind = mix(colour(tint), raised, tintShare);
        expect(contrast(colour(name), behind)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('--on-accent reaches 4.5:1 on an accent fill', () => {
    expect(contrast(colour('--on-accent'), colour('--accent'))).toBeGreaterThanOrEqual(4.5);
  });
});
