/**
 * The accounts that can log in, and the per-account states the simulator can put them in (liquidation,
 * overrun). The exchange's DEMO_USERS are the usual source; tests pass their own.
 */
import type { AccountKind } from '../../shared/protocol';

export interface ApiUser {
  accountId: string;
  email: string;
  password: string;
  kind: AccountKind;
}

/**
 * spec 000 §5: liquidation status 4 and overrun status 5 block trading. 0 is normal. An account is put
 * into one of these states by the control endpoint (or a test), never by itself.
 */
export type RiskStatus = 0 | 4 | 5;

export interface UserDirectory {
  list(): readonly ApiUser[];
  byEmail(email: string): ApiUser | undefined;
  byAccount(accountId: string): ApiUser | undefined;
  riskStatus(accountId: string): RiskStatus;
  setRiskStatus(accountId: string, status: RiskStatus): void;
}

export function createUserDirectory(users: readonly ApiUser[]): UserDirectory {
  const byEmail = new Map(users.map((user) => [user.email.toLowerCase(), user]));
  const byAccount = new Map(users.map((user) => [user.accountId, user]));
  const risk = new Map<string, RiskStatus>();
  return {
    list: () => users,
    byEmail: (email) => byEmail.get(email.trim().toLowerCase()),
    byAccount: (accountId) => byAccount.get(accountId),
    riskStatus: (accountId) => risk.get(accountId) ?? 0,
    setRiskStatus(accountId, status) {
      if (status === 0) risk.delete(accountId);
      else risk.set(accountId, status);
    },
  };
}
