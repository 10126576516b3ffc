import type { AccountView } from '../../../../src/shared/protocol';

/** A live account view with nothing in it; `fields` override. */
export const anAccountView = (fields: Partial<AccountView> = {}): AccountView => ({
  kind: 'account',
  status: 'live',
  openOrders: [],
  planOrders: [],
  balances: [],
  executions: [],
  balancesStale: false,
  ...fields,
});
