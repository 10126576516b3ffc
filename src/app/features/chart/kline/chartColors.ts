/** The theme's colours as the chart canvas needs them (a canvas cannot read CSS variables itself). */
export interface ChartColors {
  background: string;
  text: string;
  grid: string;
  up: string;
  down: string;
  accent: string;
  muted: string;
  /** Translucent up/down for volume bars behind the candles. */
  upSoft: string;
  downSoft: string;
}

/** Reads the theme variables (theme.css) off an element, so the chart follows the light or dark palette. */
export function readChartColors(element: Element): ChartColors {
  const style = getComputedStyle(element);
  // The fallbacks are theme.css's light palette, for an element outside the themed page.
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const up = read('--up', '#05733b');
  const down = read('--down', '#c01f34');
  return {
    background: read('--bg', '#ffffff'),
    text: read('--text', '#121214'),
    grid: read('--border', '#dfe2e7'),
    up,
    down,
    accent: read('--accent', '#0a5cd6'),
    muted: read('--text-muted', '#5c6370'),
    upSoft: withAlpha(up, 0.45),
    downSoft: withAlpha(down, 0.45),
  };
}

/** `#rrggbb` at an opacity; any other colour syntax is returned as it is. */
export function withAlpha(color: string, alpha: number): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (!match) return color;
  const [r, g, b] = match.slice(1).map((hex) => parseInt(hex, 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** Fixed colours for indicator lines, in the order the lines are added. */
export const INDICATOR_PALETTE = ['#f0b43c', '#b04fd8', '#2aa8c9', '#e8772e', '#6d8cff', '#9aa1ad'];
