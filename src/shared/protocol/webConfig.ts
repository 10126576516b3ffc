/**
 * The public web config (`GET /v3/config/web`, a path the spec names in its acceleration list): what the
 * page needs before it paints the shell. Region and compliance decide gated entries (spec 000 §1 footer,
 * 001 §1 header and §6 notice bar); the access routes feed the footer's route picker (spec 000 §8).
 *
 * A real exchange derives the region from the caller's IP; the simulator takes it from its `--region`
 * flag and `POST /__control/region`, so every gate can be exercised.
 */
export type RegionKind = 'global' | 'eu' | 'restricted';

export interface AccessRoute {
  /** Stable id, stored as the user's choice. */
  id: string;
  /** What the picker shows ("Line 1"). */
  name: string;
  /** The route's origin; "" means the origin that served the page. The probe is `GET {origin}/t1`. */
  origin: string;
}

export interface WebConfig {
  /** Used when neither a stored choice nor the browser names a supported locale (spec 000 §1). */
  fallbackLocale: string;
  /** The quote of the default pair: `/trade/spot/` → `/{locale}/trade/spot/BTC/{defaultQuote}`. */
  defaultQuote: string;
  region: RegionKind;
  compliance: {
    /** The footer's rewards-hub entry may show (still hidden for restricted regions and demo users). */
    rewardsHub: boolean;
    /** EU users see a notice on USDT pairs. */
    euUsdtNotice: boolean;
    /** The chart's sync-to-app option (issue 6). */
    syncToApp: boolean;
    /** Spec 001 §6: OCO orders in the open-order and history lists. */
    ocoOrders: boolean;
    /** Spec 001 §6: the leveraged-token subscription and redemption records. */
    ltRecords: boolean;
    /** Spec 001 §6: the orders panel's header (its options row: show all pairs, All orders). */
    orderHeader: boolean;
  };
  accessRoutes: AccessRoute[];
  /** http(s) links; the page refuses any other scheme. */
  links: {
    rewardsHub: string;
    /** `{symbol}` is replaced by the symbol id. */
    liquidityShield: string;
    euNotice: string;
  };
}

/** One analytics event (`POST /spot/api/analytics/event`): the footer's symbol clicks and later ones. */
export interface AnalyticsEvent {
  /** "footer_symbol_click" */
  name: string;
  /** Flat string fields: where ("favourites" | "recent"), which symbol. */
  fields: Record<string, string>;
}

/** The longest support-chat message the simulator files (characters, after trimming). */
export const SUPPORT_MESSAGE_MAX = 1_000;

/**
 * The answer to a support-chat message (`POST /spot/api/support/message`): the message is filed as a
 * ticket; an agent answers by email (the simulator has no live agents, so it never replies in the chat).
 */
export interface SupportTicket {
  /** "T-000042" */
  ticketId: string;
  /** When the server filed it (ms). */
  receivedAt: number;
}
