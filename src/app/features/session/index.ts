/** The public face of features/session: what the rest of the app may import from it. */
export { AccountEntry } from './AccountEntry';
export { SessionWatch } from './SessionWatch';
export { SessionLoader } from './SessionLoader';
export { ownAccountAtom } from './ownAccountAtom';
export { loginHref, signupHref } from './sessionActions';
export {
  orderSettingsAtom,
  readyWebConfigAtom,
  refreshProfileAtom,
  userIdAtom,
  viewerAtom,
  webConfigAtom,
} from './sessionAtoms';
export type { Viewer } from './sessionAtoms';
export { userPrefAtom } from './userPrefAtom';
