/**
 * The consents spec 000 §5's gate checks ask for before an order: the risk disclaimer of a pair that
 * needs one (SUI, MNT, BIT, innovation and adventure pairs), and the leveraged-token risk test. Kept
 * in this browser per user, like the other trade preferences.
 */
import * as z from 'zod/mini';
import { userPrefAtom } from '../session';
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

const storedAtom = userPrefAtom<RiskConsent>(RISK_CONSENT_KEY, consentSchema);

export const riskConsentAtom = atom(
  (get): RiskConsent => get(storedAtom) ?? NONE,
  (get, set, consent: { disclaimer: string } | { ltRiskTest: true }): void => {
    const was = get(riskConsentAtom);
    set(
      storedAtom,
      'disclaimer' in consent
        ? { ...was, disclaimers: [...new Set([...was.disclaimers, consent.disclaimer])] }
        : { ...was, ltRiskTest: true },
    );
  },
);
