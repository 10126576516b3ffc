/**
 * axe-core on the trading page (issue 19 §1): light and dark, en and ar-SA, desktop (1440 × 900) and a
 * phone (400 × 800), pairwise (MATRIX); the page as it settles (book rows, chart bars, ticker, notice
 * bar), then with the markets popover, the chart type menu, the indicators dialog and the language
 * selector open, each popup checked by itself. Zero violations in each state. AxeBuilder's injection
 * runs under the app's CSP (Playwright evaluates through the DevTools protocol, which the page's policy
 * does not govern).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './pageTest';
import { readSpotTexts, templatePattern, textAt, type SpotTexts } from './localeTexts';
import { expectPopupsSettled } from './popupsSettled';

// axe takes 1.5-6 s a run on this page on the two-core machine, more under load; a test makes five runs.
// The tests share both workers, with room for such load.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

/**
 * axe ships these off as experimental, yet each tests a WCAG A or AA criterion; 2.5.3 (label in name)
 * is how a button showing "15m" but named "15 minutes" fails speech users who say what they see.
 */
const EXPERIMENTAL_WCAG_RULES = [
  'label-content-name-mismatch',
  'p-as-heading',
  'table-fake-caption',
  'td-has-header',
  'css-orientation-lock',
];

const NOTICE_BAR_DELAY_MS = 3_000;

/**
 * Each state is checked on both (in MATRIX): a phone lays the popups out in less room (the markets
 * list, the menus).
 */
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 400, height: 800 },
] as const;

/** Each violation as one line: the rule, then the elements, so a failure names what to fix. */
type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describeViolations(violations: Violation[]): string[] {
  return violations.map(
    (v) => `${v.id} (${v.help}): ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/**
 * axe over the whole page, or over `within` (a CSS selector) alone: a popup is checked by itself, since
 * the page behind it, already checked in the same theme, is unchanged, and a whole-page run costs 1.5-6 s.
 */
async function expectNoViolations(page: Page, state: string, within?: string): Promise<void> {
  const enabled = Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((rule) => [rule, { enabled: true }]));
  // Details of violations only: passes and incomplete results cost a quarter of a run on this page.
  const builder = new AxeBuilder({ page }).options({ rules: enabled, resultTypes: ['violations'] });
  await expectPopupsSettled(page);
  const results = await (within === undefined ? builder : builder.include(within)).analyze();
  // Soft: one run reports every state's violations, not only the first state's.
  expect.soft(describeViolations(results.violations), `axe violations with ${state}`).toEqual([]);
}

/** Waits until the page shows what a trader sees: book rows, chart bars, a priced ticker, the notices. */
async function openSettledPage(page: Page, locale: string, texts: SpotTexts): Promise<void> {
  // On Playwright's clock, so the notice bar's delay is run through rather than waited for.
  await page.clock.install();
  await page.goto(`/${locale}/trade/spot/BTC/USDT`);
  const book = page.getByRole('region', { name: textAt(texts, 'book.heading'), exact: true });
  await expect(
    book
      .getByRole('rowgroup', { name: textAt(texts, 'book.bids') })
      .getByRole('row')
      .first(),
  ).toBeVisible();
  const bars = templatePattern(textAt(texts, 'chart.summary'), { count: '[1-9][0-9]*' });
  await expect(page.getByRole('img', { name: bars })).toBeVisible();
  await expect(page).toHaveTitle(templatePattern(textAt(texts, 'page.title'), { price: '[0-9][0-9,.]*' }));
  // The notice bar comes 3 s after load: the page is not settled before it.
  await page.clock.fastForward(NOTICE_BAR_DELAY_MS);
  await expect(page.getByRole('region', { name: textAt(texts, 'noticeBar.heading') })).toBeVisible();
}

/**
 * Opens something with `open`, waits for `shown`, runs axe on it (`within`, the selector that finds
 * it), then closes it with Escape.
 */
async function checkOpen(
  page: Page,
  state: string,
  open: () => Promise<void>,
  shown: Locator,
  within: string,
) {
  await open();
  await expect(shown).toBeVisible();
  await expectNoViolations(page, state, within);
  await page.keyboard.press('Escape');
  await expect(shown).toBeHidden();
}

/**
 * The markets popover, after starring `pair` (the star's colour, and the favourites strip behind).
 * Each theme stars its own pair, since the first one's star stays.
 */
async function checkMarketsPopover(page: Page, texts: SpotTexts, pair: string) {
  const markets = page.getByRole('dialog', { name: textAt(texts, 'markets.heading') });
  await page.getByRole('button', { name: /^BTC\/USDT/ }).click();
  const star = textAt(texts, 'favourites.add').replace('{{pair}}', pair);
  await markets.getByRole('button', { name: star }).click();
  const starred = textAt(texts, 'favourites.remove').replace('{{pair}}', pair);
  await expect(markets.getByRole('button', { name: starred })).toHaveAttribute('aria-pressed', 'true');
  await expectNoViolations(page, 'the markets popover open', '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(markets).toBeHidden();
}

/** The chart toolbar's chart type menu, then its indicators dialog. */
async function checkChartPopups(page: Page, texts: SpotTexts) {
  const chart = page.getByRole('region', { name: textAt(texts, 'layout.chart.heading'), exact: true });
  const toolbar = chart.getByRole('toolbar', { name: textAt(texts, 'chartToolbar.label') });
  const chartType = templatePattern(textAt(texts, 'chartToolbar.chartType.button'), {}, { prefix: true });
  await checkOpen(
    page,
    'the chart type menu open',
    () => toolbar.getByRole('button', { name: chartType }).click(),
    page.getByRole('menu'),
    '[role="menu"]',
  );
  const indicators = textAt(texts, 'chartToolbar.indicators.open');
  await checkOpen(
    page,
    'the indicators dialog open',
    () => toolbar.getByRole('button', { name: indicators, exact: true }).click(),
    page.getByRole('dialog', { name: textAt(texts, 'chartToolbar.indicators.title') }),
    '[role="dialog"]',
  );
}

/** A native select: its list is drawn by the browser outside the page; axe checks the select focused. */
async function checkLanguageSelector(page: Page, texts: SpotTexts) {
  const language = page.getByRole('combobox', { name: textAt(texts, 'language.label') });
  await language.click();
  await expect(language).toBeFocused();
  await expectNoViolations(page, 'the language selector open', '.language-selector');
  await page.keyboard.press('Escape');
}

/** Every check in one theme: the page as it settled, then each popup open in turn. */
async function checkTheme(page: Page, texts: SpotTexts, theme: 'light' | 'dark') {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expectNoViolations(page, `the page settled (${theme})`);
  await checkMarketsPopover(page, texts, theme === 'light' ? 'ETH/USDT' : 'SOL/USDT');
  await checkChartPopups(page, texts);
  await checkLanguageSelector(page, texts);
}

/**
 * Locale, viewport and theme, pairwise: every pair of any two of them is checked (each locale in both
 * themes and on both viewports, each viewport in both themes) in four page loads, where every
 * combination took eight axe passes of the whole page more. The dark ones load light and follow the
 * system's preference live (with no stored choice the page re-themes in place), so the switch is
 * checked too.
 */
const MATRIX = [
  { locale: 'en', viewport: VIEWPORTS[0], theme: 'light' },
  { locale: 'en', viewport: VIEWPORTS[1], theme: 'dark' },
  { locale: 'ar-SA', viewport: VIEWPORTS[0], theme: 'dark' },
  { locale: 'ar-SA', viewport: VIEWPORTS[1], theme: 'light' },
] as const;

for (const { locale, viewport, theme } of MATRIX) {
  test.describe(`${locale}, ${viewport.name}, ${theme}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, colorScheme: 'light' });

    test('settled and with its popover, menu, dialog and language selector open: no axe violations', async ({
      page,
    }) => {
      const texts = readSpotTexts(locale);
      await openSettledPage(page, locale, texts);
      if (theme === 'dark') await page.emulateMedia({ colorScheme: 'dark' });
      await checkTheme(page, texts, theme);
    });
  });
}
