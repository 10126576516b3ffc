/**
 * The consents spec 000 §5's gate checks ask for before an order: the risk disclaimer of a pair that
 * needs one (SUI, MNT, BIT, innovation and adventure pairs), and the leveraged-token risk test. Kept
 * in this browser per user, like the other trade preferences.
 */
import * as z from 'zod/mini';
import { userIdAtom } from '../session';
import { readPref, userPrefKey, writePref } from '../../storage/localPrefs';
import { atom } from '../../state/appJotai';

export const RISK_CONSENT_KEY = 'riskConsent';

export interface RiskConsent {
  /** Pairs whose risk disclaimer the user accepted. */
  disclaimers: readonly string[];
  /** The leveraged-token risk test was confirmed. */
  ltRiskTest: boolean;
}

const consentSchema = z.object({
  disclaimers: z.array(z.string().check(z.maxLength(40))).check(z.maxLength(500)),
  ltRiskTest: z.boolean(),
});

const NONE: RiskConsent = { disclaimers: [], ltRiskTest: false };

const keyAtom = atom((get) => userPrefKey(RISK_CONSENT_KEY, get(userIdAtom)));
const givenInPageAtom = atom<{ key: string; value: RiskConsent } | undefined>(undefined);

export const riskConsentAtom = atom(
  (get): RiskConsent => {
    const key = get(keyAtom);
    const given = get(givenInPageAtom);
    return given?.key === key ? given.value : (readPref(key, consentSchema) ?? NONE);
  },
  (get, set, consent: { disclaimer: string } | { ltRiskTest: true }) => {
    const key = get(keyAtom);
    const was = get(riskConsentAtom);
    const value: RiskConsent =
      'disclaimer' in consent
        ? { ...was, disclaimers: [...new Set([...was.disclaimers, consent.disclaimer])] }
        : { ...was, ltRiskTest: true };
    writePref(key, value);
    set(givenInPageAtom, { key, value });
  },
);
