import type { i18n } from 'i18next';
import errorCode from '../../locales/en/errorCode.json';
import integratedTrade from '../../locales/en/integratedTrade.json';
import spot from '../../locales/en/spot.json';
import { createI18n, type I18nOptions } from '../../src/app/i18n/createI18n';

/**
 * The app's i18n with `en` preloaded, so a test renders English synchronously (no flaky first frame);
 * other languages still load through the real per-file loader unless `load` replaces it.
 */
export function createTestI18n(options: I18nOptions = {}): i18n {
  return createI18n({ preloaded: { en: { spot, errorCode, integratedTrade } }, ...options });
}
