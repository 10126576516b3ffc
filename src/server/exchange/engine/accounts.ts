/**
 * Balances of every account: `free` and `locked` per token, as exact scaled integers.
 *
 * The engine moves money only through these methods so that two rules hold by construction: nothing
 * ever goes negative (a move that would is refused, or throws when the engine itself is wrong), and
 * money is only moved, never made or lost (credits pair with debits elsewhere, except deposits).
 */
import type { Balance } from '../../../shared/protocol';
import { formatFixed, ZERO, type Fixed } from '../../../shared/money/fixed';

interface Holding {
  free: Fixed;
  locked: Fixed;
}

export class Accounts {
  private readonly byId = new Map<string, Map<string, Holding>>();
  /** accountId → tokens changed since the last `takeChanged`, for the 'balance' events. */
  private changed = new Map<string, Set<string>>();

  has(accountId: string): boolean {
    return this.byId.has(accountId);
  }

  /** Creates the account with free balances; an existing account is left as it is. */
  open(accountId: string, balances: ReadonlyMap<string, Fixed>): void {
    if (this.byId.has(accountId)) return;
    const holdings = new Map<string, Holding>();
    this.byId.set(accountId, holdings);
    for (const [token, amount] of balances) {
      holdings.set(token, { free: amount, locked: ZERO });
      this.mark(accountId, token);
    }
  }

  free(accountId: string, token: string): Fixed {
    return this.byId.get(accountId)?.get(token)?.free ?? ZERO;
  }

  locked(accountId: string, token: string): Fixed {
    return this.byId.get(accountId)?.get(token)?.locked ?? ZERO;
  }

  credit(accountId: string, token: string, amount: Fixed): void {
    if (amount === ZERO) return;
    if (amount < ZERO) throw new Error(`engine bug: negative credit ${amount}`);
    this.holding(accountId, token).free += amount;
    this.mark(accountId, token);
  }

  /** Takes `amount` from free; false (and nothing moves) when free does not cover it. */
  debitFree(accountId: string, token: string, amount: Fixed): boolean {
    const holding = this.holding(accountId, token);
    if (amount < ZERO || holding.free < amount) return false;
    holding.free -= amount;
    this.mark(accountId, token);
    return true;
  }

  /** Moves free → locked; false (and nothing moves) when free does not cover it. */
  lock(accountId: string, token: string, amount: Fixed): boolean {
    const holding = this.holding(accountId, token);
    if (amount < ZERO || holding.free < amount) return false;
    if (amount === ZERO) return true;
    holding.free -= amount;
    holding.locked += amount;
    this.mark(accountId, token);
    return true;
  }

  /** Moves locked → free. The engine only unlocks what it locked, so a shortfall is a bug. */
  unlock(accountId: string, token: string, amount: Fixed): void {
    if (amount === ZERO) return;
    const holding = this.holding(accountId, token);
    if (amount < ZERO || holding.locked < amount) throw new Error(`engine bug: unlock ${amount} of ${token}`);
    holding.locked -= amount;
    holding.free += amount;
    this.mark(accountId, token);
  }

  /** Removes from locked: the side of a trade that pays. */
  spendLocked(accountId: string, token: string, amount: Fixed): void {
    if (amount === ZERO) return;
    const holding = this.holding(accountId, token);
    if (amount < ZERO || holding.locked < amount) throw new Error(`engine bug: spend ${amount} of ${token}`);
    holding.locked -= amount;
    this.mark(accountId, token);
  }

  balance(accountId: string, token: string): Balance {
    const holding = this.byId.get(accountId)?.get(token) ?? { free: ZERO, locked: ZERO };
    return toBalance(token, holding);
  }

  balances(accountId: string): Balance[] {
    const holdings = this.byId.get(accountId);
    if (!holdings) return [];
    return [...holdings].map(([token, holding]) => toBalance(token, holding));
  }

  /** Every account id, for invariant checks in tests. */
  accountIds(): string[] {
    return [...this.byId.keys()];
  }

  /** Returns and forgets the tokens changed per account since the last call. */
  takeChanged(): Map<string, Set<string>> {
    const changed = this.changed;
    this.changed = new Map();
    return changed;
  }

  private holding(accountId: string, token: string): Holding {
    let holdings = this.byId.get(accountId);
    if (!holdings) {
      holdings = new Map();
      this.byId.set(accountId, holdings);
    }
    let holding = holdings.get(token);
    if (!holding) {
      holding = { free: ZERO, locked: ZERO };
      holdings.set(token, holding);
    }
    return holding;
  }

  private mark(accountId: string, token: string): void {
    let tokens = this.changed.get(accountId);
    if (!tokens) {
      tokens = new Set();
      this.changed.set(accountId, tokens);
    }
    tokens.add(token);
  }
}

function toBalance(tokenId: string, holding: Holding): Balance {
  return {
    tokenId,
    free: formatFixed(holding.free),
    locked: formatFixed(holding.locked),
    total: formatFixed(holding.free + holding.locked),
  };
}
