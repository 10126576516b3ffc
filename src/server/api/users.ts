/**
 * The accounts that can log in, and the per-account states the simulator can put them in (liquidation,
 * overrun). The exchange's DEMO_USERS are the usual source; tests pass their own.
 */
import type { AccountKind, RiskStatus } from '../../shared/protocol';

export interface ApiUser {
  accountId: string;
  email: string;
  password: string;
  kind: AccountKind;
}

export interface UserDirectory {
  list(): readonly ApiUser[];
  byEmail(email: string): ApiUser | undefined;
  byAccount(accountId: string): ApiUser | undefined;
  /**
   * spec 000 §5 (RiskStatus): an account is put into liquidation or an overrun by the control
   * endpoint (or a test), never by itself.
   */
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
