import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LtrIsland } from '../../../../src/app/i18n/LtrIsland';

describe('LtrIsland', () => {
  it('stays left to right inside a right-to-left page, keeping its class', () => {
    render(
      <div dir="rtl">
        <p>book</p>
        <LtrIsland className="chart">
          <p>chart</p>
        </LtrIsland>
      </div>,
    );
    expect(screen.getByText('book').closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    const chart = screen.getByText('chart').closest('[dir]');
    expect(chart?.getAttribute('dir')).toBe('ltr');
    expect(chart?.className).toBe('chart');
  });
});
