import 'i18next';
import type spot from '../../../locales/en/spot.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'spot';
    resources: { spot: typeof spot };
  }
}
