import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { FeedStatusNote } from '../../../../src/app/hub/FeedStatusNote';
import { createTestI18n } from '../../createTestI18n';

const renderNote = (props: Parameters<typeof FeedStatusNote>[0]) =>
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <FeedStatusNote {...props} />
    </I18nextProvider>,
  );

describe('FeedStatusNote', () => {
  it('says so when a live feed has gone silent, and nothing when it moves', () => {
    const { rerender } = renderNote({ status: 'live', stale: true });
    expect(screen.getByRole('status').textContent).toBe('No recent updates');
    rerender(
      <I18nextProvider i18n={createTestI18n()}>
        <FeedStatusNote status="live" />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a book being rebuilt says resyncing, stale or not', () => {
    renderNote({ status: 'resyncing', stale: true });
    expect(screen.getByRole('status').textContent).toBe('Resyncing…');
  });
});
