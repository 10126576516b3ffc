import { expect, it } from 'vitest';
import { API, type WebConfig } from '../../../../src/shared/protocol';
import { handleControl } from '../../../../src/server/http/control';
import { createHarness } from '../api/apiHarness';

it('POST /__control/compliance turns the named switches and leaves the others; the web config says so', () => {
  const h = createHarness();
  const deps = { gateway: undefined as never, users: h.users, site: h.site, exchange: h.exchange };
  const control = (body: unknown) => handleControl(deps, 'POST', '/__control/compliance', body);
  const config = () => (h.json('GET', API.webConfig).result as WebConfig).compliance;

  expect(control({ ltRecords: false, orderHeader: false }).status).toBe(200);
  expect(config()).toMatchObject({ ltRecords: false, orderHeader: false, ocoOrders: true, rewardsHub: true });
  expect(control({ ltRecords: true }).body.result).toMatchObject({ ltRecords: true, orderHeader: false });

  for (const refused of [{ ocoOrders: 'no' }, { unknownSwitch: true }, ['ltRecords']]) {
    expect(control(refused).status).toBe(400);
  }
  expect(config()).toMatchObject({ ltRecords: true, orderHeader: false, ocoOrders: true });
});
