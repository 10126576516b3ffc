import { describe, expect, it } from 'vitest';
import { calculateNoticeBarAllowed } from '../../../../src/app/features/noticeBar/calculateNoticeBarAllowed';
import type { Viewer } from '../../../../src/app/features/session/sessionAtoms';
import type { RegionKind, WebConfig } from '../../../../src/shared/protocol';

const viewer = (kind: Viewer['kind']): Viewer => ({
  kind,
  isLoggedIn: kind !== 'visitor' && kind !== 'unknown',
  isDemo: kind === 'demo',
  isUTA: kind === 'uta',
  isSub: kind === 'sub',
  isCopyLeader: kind === 'copyLeader',
  riskStatus: 0,
  pendingMaintenance: false,
});
const config = (region: RegionKind) => ({ region }) as WebConfig;

describe('calculateNoticeBarAllowed (spec 001 §6)', () => {
  it.each([
    ['global', 'visitor', true],
    ['global', 'classic', true],
    ['global', 'demo', true],
    ['eu', 'visitor', true],
    ['eu', 'uta', true],
    ['eu', 'demo', true],
    ['restricted', 'visitor', false],
    ['restricted', 'classic', false],
    ['restricted', 'sub', false],
    ['restricted', 'demo', true],
  ] as const)('%s region, %s: %s', (region, kind, allowed) => {
    expect(calculateNoticeBarAllowed(config(region), viewer(kind))).toBe(allowed);
  });

  it('says no while the config or the viewer is unknown', () => {
    expect(calculateNoticeBarAllowed(undefined, viewer('demo'))).toBe(false);
    expect(calculateNoticeBarAllowed(undefined, viewer('visitor'))).toBe(false);
    expect(calculateNoticeBarAllowed(config('global'), viewer('unknown'))).toBe(false);
  });
});
