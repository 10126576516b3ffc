/** Outline paths on a 16 × 16 grid, drawn with the current text colour. */
const PATHS = {
  edit: 'M3 13h2.5L13 5.5 10.5 3 3 10.5zM9.5 4l2.5 2.5',
  camera: 'M2 5h3l1.2-2h3.6L11 5h3v8H2zM8 11.2a2.3 2.3 0 1 0 0-4.6 2.3 2.3 0 0 0 0 4.6z',
  gear: 'M8 10.2a2.2 2.2 0 1 0 0-4.4 2.2 2.2 0 0 0 0 4.4zM8 1.5v2M8 12.5v2M1.5 8h2M12.5 8h2M3.4 3.4l1.4 1.4M11.2 11.2l1.4 1.4M3.4 12.6l1.4-1.4M11.2 4.8l1.4-1.4',
  expand: 'M2 6V2h4M10 2h4v4M14 10v4h-4M6 14H2v-4',
  collapse: 'M6 2v4H2M14 6h-4V2M10 14v-4h4M2 10h4v4',
  back: 'M10 3L5 8l5 5',
  forward: 'M6 3l5 5-5 5',
  sliders: 'M2 4h12M2 8h12M2 12h12M5 2.5v3M11 6.5v3M7 10.5v3',
} as const;

export type ToolbarIconName = keyof typeof PATHS;

/** A decorative icon: the control that holds it carries the accessible name. */
export function ToolbarIcon({ name }: { name: ToolbarIconName }) {
  return (
    <svg
      className="chart-toolbar__icon"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.3"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
