import { useTranslation } from '../../i18n/useTranslation';
import { useSetAtom } from '../../state/appJotai';
import { toggleFavouriteAtom } from './favouritesAtoms';

export interface FavouriteToggleProps {
  symbolId: string;
  /** "BTC/USDT", for the accessible name. */
  pair: string;
  pressed: boolean;
  /** While the viewer's list loads there is nothing to toggle. */
  disabled: boolean;
}

/** A star that adds or removes one pair; pressed while the pair is a favourite. */
export function FavouriteToggle({ symbolId, pair, pressed, disabled }: FavouriteToggleProps) {
  const { t } = useTranslation();
  const toggle = useSetAtom(toggleFavouriteAtom);
  return (
    <button
      type="button"
      className="favourite-toggle"
      aria-pressed={pressed}
      disabled={disabled}
      onClick={(event) => {
        // The row around it navigates on click; the star only stars.
        event.stopPropagation();
        void toggle(symbolId);
      }}
    >
      <span aria-hidden="true">{pressed ? '★' : '☆'}</span>
      <span className="visually-hidden">{t(pressed ? 'favourites.remove' : 'favourites.add', { pair })}</span>
    </button>
  );
}
