import { useTranslation } from '../../i18n/useTranslation';
import { describeApiFailure } from '../../api/describeApiFailure';
import { useAtomValue, useSetAtom } from '../../state/appJotai';
import { dismissFavouritesErrorAtom, favouritesAtom } from './favouritesAtoms';

/** Says when the favourites could not be loaded or a change was refused (and put back). */
export function FavouritesAlert() {
  const { t } = useTranslation();
  const { error, errorDuring } = useAtomValue(favouritesAtom);
  const dismiss = useSetAtom(dismissFavouritesErrorAtom);
  if (!error || error.kind === 'aborted') return null;
  const reason = describeApiFailure(t, error);
  return (
    <div role="alert" className="alert favourites-alert">
      <p>
        {t(errorDuring === 'load' ? 'favourites.loadFailed' : 'favourites.saveFailed')} {reason}
      </p>
      <button type="button" onClick={dismiss}>
        {t('favourites.dismiss')}
      </button>
    </div>
  );
}
