import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LtrIsland } from '../../../../src/app/i18n/LtrIsland';
import { useTextDirection } from '../../../../src/app/i18n/useTextDirection';
import { createTestI18n } from '../../createTestI18n';

function Probe() {
  const direction = useTextDirection();
  return (
    <div dir={direction}>
      <p>grid {direction === 'rtl' ? 'static' : 'draggable'}</p>
      <LtrIsland className="chart">
        <p>chart</p>
      </LtrIsland>
    </div>
  );
}

function renderAt(path: string) {
  return render(
    <I18nextProvider i18n={createTestI18n()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:locale/page" element={<Probe />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('text direction', () => {
  it('is right to left under ar-SA, and the LTR island stays left to right inside it', () => {
    renderAt('/ar-SA/page');
    expect(screen.getByText('grid static').closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    const chart = screen.getByText('chart').closest('[dir]');
    expect(chart?.getAttribute('dir')).toBe('ltr');
    expect(chart?.className).toBe('chart');
  });

  it('is left to right for every other locale', () => {
    renderAt('/de-DE/page');
    expect(screen.getByText('grid draggable').closest('[dir]')?.getAttribute('dir')).toBe('ltr');
  });
});
