import 'i18next';
import type errorCode from '../../../locales/en/errorCode.json';
import type integratedTrade from '../../../locales/en/integratedTrade.json';
import type spot from '../../../locales/en/spot.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'spot';
    resources: { spot: typeof spot; errorCode: typeof errorCode; integratedTrade: typeof integratedTrade };
  }
}
