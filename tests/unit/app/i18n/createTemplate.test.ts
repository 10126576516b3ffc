import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createTemplate } from '../../../../src/app/i18n/createTemplate';

async function translator(resources: Record<string, string>) {
  const i18n = createInstance();
  await i18n.init({
    lng: 'xx',
    resources: { xx: { translation: resources } },
    interpolation: { escapeValue: false },
  });
  return i18n.t.bind(i18n) as (key: string, values?: Record<string, string>) => string;
}

describe('createTemplate', () => {
  it('says what the translation with those values says, one value or several, in any order', async () => {
    const t = await translator({
      spread: 'Spread {{spread}}',
      ratio: '{{sell}} sell against {{buy}} buy ({{buy}})',
      plain: 'No values',
    });
    const spread = createTemplate(['spread'], (marks) => t('spread', marks));
    expect(spread({ spread: '0.01' })).toBe(t('spread', { spread: '0.01' }));
    expect(spread({ spread: '12,345.6' })).toBe('Spread 12,345.6');
    const ratio = createTemplate(['buy', 'sell'], (marks) => t('ratio', marks));
    expect(ratio({ buy: '54%', sell: '46%' })).toBe(t('ratio', { buy: '54%', sell: '46%' }));
    expect(ratio({ buy: '54%', sell: '46%' })).toBe('46% sell against 54% buy (54%)');
    expect(createTemplate(['x'], (marks) => t('plain', marks))({ x: '1' })).toBe('No values');
  });

  it('puts a value in as it is, even one that looks like a mark or holds $ and braces', async () => {
    const t = await translator({ spread: 'Spread {{spread}}!' });
    const spread = createTemplate(['spread'], (marks) => t('spread', marks));
    expect(spread({ spread: '$& {{spread}} \uE0000\uE000' })).toBe('Spread $& {{spread}} \uE0000\uE000!');
  });

  it('translates once, not at each text', () => {
    let calls = 0;
    const template = createTemplate(['n'], (marks) => {
      calls += 1;
      return `n = ${marks.n}`;
    });
    expect([template({ n: '1' }), template({ n: '2' })]).toEqual(['n = 1', 'n = 2']);
    expect(calls).toBe(1);
  });
});
