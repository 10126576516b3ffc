import './NoticeBarSlot.css';

/**
 * The bar's place, empty, from the first paint until it is known whether the bar will show: the
 * bar appears 3 s after load (spec 001 §9), and appearing in a held place shifts nothing (layout
 * shift counts against the page). It goes only when no bar will show (no notice for the pair, a
 * restricted region, closed).
 */
export function NoticeBarSlot() {
  return <div className="notice-bar notice-bar--reserved" aria-hidden="true" />;
}
