/** zod schemas for who is looking (the user profile) and the site's web config, tied to their wire types. */
import * as z from 'zod/mini';
import type { UserProfile, WebConfig } from '../protocol';

const memberStatus = z.enum(['', 'PROCESS', 'SUCCESS', 'FAIL']);

export const userProfileSchema = z.object({
  id: z.string().check(z.maxLength(100)),
  userState: z.union([z.literal(1), z.literal(-1)]),
  isLogin: z.boolean(),
  isUTA: z.boolean(),
  isDemoAccount: z.boolean(),
  kind: z.enum(['classic', 'uta', 'demo', 'sub', 'copyLeader', 'visitor']),
  email: z.string().check(z.maxLength(200)),
  unified_account: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  is_copy_trading_leader: z.boolean(),
  sub_attribute: z.enum(['', 'sub']),
  member_tag: z.record(z.string().check(z.maxLength(40)), memberStatus),
  risk_status: z.union([z.literal(0), z.literal(4), z.literal(5)]),
  double_confirm: z.object({
    notifyClose: z.boolean(),
    tradeNotifyClose: z.boolean(),
    successAudio: z.boolean(),
    cancelAll: z.boolean(),
  }),
}) satisfies z.ZodMiniType<UserProfile>;

/** Links are plain strings here; the page shows one only if safeHttpUrl accepts it. */
export const webConfigSchema = z.object({
  fallbackLocale: z.string().check(z.maxLength(20)),
  defaultQuote: z.string().check(z.minLength(1), z.maxLength(20)),
  region: z.enum(['global', 'eu', 'restricted']),
  compliance: z.object({
    rewardsHub: z.boolean(),
    euUsdtNotice: z.boolean(),
    syncToApp: z.boolean(),
    ocoOrders: z.boolean(),
    ltRecords: z.boolean(),
    orderHeader: z.boolean(),
  }),
  accessRoutes: z
    .array(
      z.object({
        id: z.string().check(z.minLength(1), z.maxLength(40)),
        name: z.string().check(z.maxLength(80)),
        origin: z.string().check(z.maxLength(200)),
      }),
    )
    .check(z.maxLength(20)),
  links: z.object({
    rewardsHub: z.string().check(z.maxLength(2000)),
    liquidityShield: z.string().check(z.maxLength(2000)),
    euNotice: z.string().check(z.maxLength(2000)),
  }),
}) satisfies z.ZodMiniType<WebConfig>;
