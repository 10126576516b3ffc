import type { AccountView } from '../../../shared/protocol';
import { accountViewAtom } from '../../hub/hubAtoms';
import { atom, type Atom } from '../../state/appJotai';
import { viewerAtom } from './sessionAtoms';

/**
 * The hub's account view for a logged-in user; never watched for a visitor (the account's topics are
 * private, and there is nothing to see).
 */
export const ownAccountAtom: Atom<AccountView | undefined> = atom((get) =>
  get(viewerAtom).isLoggedIn ? get(accountViewAtom) : undefined,
);
