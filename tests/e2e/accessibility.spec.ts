/**
 * axe-core on the trading page (issue 19 §1): light and dark, en and ar-SA, desktop (1440 × 900) and a
 * phone (400 × 800); the page as it settles (book rows, chart bars, ticker, notice bar), then with the
 * markets popover, the chart type menu, the indicators dialog and the language selector open. Zero
 * violations in each state. AxeBuilder's injection runs under the app's CSP (Playwright evaluates
 * through the DevTools protocol, which the page's policy does not govern).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Result } from 'axe-core';
import { readSpotTexts, templatePattern, textAt, type SpotTexts } from './localeTexts';

// Each test loads the page and runs axe five times: 22-36 s each on the two-core machine under a load
// average of 13 (other suites beside it). The eight share both workers, with room for such load.
test.describe.configure({ mode: 'parallel', timeout: 90_000 });

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

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 400, height: 800 },
] as const;

/** Each violation as one line: the rule, then the elements, so a failure names what to fix. */
function describeViolations(violations: Result[]): string[] {
  return violations.map(
    (v) => `${v.id} (${v.help}): ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

async function expectNoViolations(page: Page, state: string): Promise<void> {
  const enabled = Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((rule) => [rule, { enabled: true }]));
  const results = await new AxeBuilder({ page }).options({ rules: enabled }).analyze();
  // Soft: one run reports every state's violations, not only the first state's.
  expect.soft(describeViolations(results.violations), `axe violations with ${state}`).toEqual([]);
}

/** Waits until the page shows what a trader sees: book rows, chart bars, a priced ticker, the notices. */
async function openSettledPage(page: Page, locale: string, texts: SpotTexts): Promise<void> {
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
  await expect(page.getByRole('region', { name: textAt(texts, 'noticeBar.heading') })).toBeVisible({
    timeout: 8_000,
  });
}

/** Opens something with `open`, waits for `shown`, runs axe, then closes it with Escape. */
async function checkOpen(page: Page, state: string, open: () => Promise<void>, shown: Locator) {
  await open();
  await expect(shown).toBeVisible();
  await expectNoViolations(page, state);
  await page.keyboard.press('Escape');
  await expect(shown).toBeHidden();
}

for (const locale of ['en', 'ar-SA'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    for (const viewport of VIEWPORTS) {
      test.describe(`${locale}, ${theme}, ${viewport.name}`, () => {
        test.use({ viewport: { width: viewport.width, height: viewport.height }, colorScheme: theme });

        test('the trading page and its popover, menu, dialog and language selector have no axe violations', async ({
          page,
        }) => {
          const texts = readSpotTexts(locale);
          await openSettledPage(page, locale, texts);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await expectNoViolations(page, 'the page settled');

          // The markets popover, with a starred pair (the star's colour and the favourites strip).
          const symbol = page.getByRole('button', { name: /^BTC\/USDT/ });
          const markets = page.getByRole('dialog', { name: textAt(texts, 'markets.heading') });
          await symbol.click();
          const star = textAt(texts, 'favourites.add').replace('{{pair}}', 'ETH/USDT');
          await markets.getByRole('button', { name: star }).click();
          const starred = textAt(texts, 'favourites.remove').replace('{{pair}}', 'ETH/USDT');
          await expect(markets.getByRole('button', { name: starred })).toHaveAttribute(
            'aria-pressed',
            'true',
          );
          await expectNoViolations(page, 'the markets popover open');
          await page.keyboard.press('Escape');
          await expect(markets).toBeHidden();

          const chart = page.getByRole('region', {
            name: textAt(texts, 'layout.chart.heading'),
            exact: true,
          });
          const toolbar = chart.getByRole('toolbar', { name: textAt(texts, 'chartToolbar.label') });
          const chartType = textAt(texts, 'chartToolbar.chartType.button');
          await checkOpen(
            page,
            'the chart type menu open',
            () =>
              toolbar.getByRole('button', { name: templatePattern(chartType, {}, { prefix: true }) }).click(),
            page.getByRole('menu'),
          );

          await checkOpen(
            page,
            'the indicators dialog open',
            () =>
              toolbar
                .getByRole('button', { name: textAt(texts, 'chartToolbar.indicators.open'), exact: true })
                .click(),
            page.getByRole('dialog', { name: textAt(texts, 'chartToolbar.indicators.title') }),
          );

          // A native select: its list is drawn by the browser, outside the page; axe checks the control
          // expanded and focused.
          const language = page.getByRole('combobox', { name: textAt(texts, 'language.label') });
          await language.click();
          await expect(language).toBeFocused();
          await expectNoViolations(page, 'the language selector open');
          await page.keyboard.press('Escape');
        });
      });
    }
  }
}
