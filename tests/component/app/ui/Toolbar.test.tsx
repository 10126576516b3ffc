import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toolbar } from '../../../../src/app/ui/Toolbar';
import { renderKit } from './renderKit';

function Tools() {
  return (
    <>
      <button type="button">Before</button>
      <Toolbar label="Chart tools">
        <button type="button">One</button>
        <button type="button">Two</button>
        <button type="button" disabled>
          Off
        </button>
        <button type="button">Three</button>
      </Toolbar>
      <button type="button">After</button>
    </>
  );
}

const focused = () => document.activeElement?.textContent;

describe('kit Toolbar', () => {
  it('is one Tab stop that comes back to the control used last', async () => {
    const { user } = renderKit(<Tools />);
    expect(screen.getByRole('toolbar', { name: 'Chart tools' }).getAttribute('aria-orientation')).toBe(
      'horizontal',
    );
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(focused()).toBe('One');
    await user.tab();
    expect(focused()).toBe('After');
    await user.tab({ shift: true });
    expect(focused()).toBe('One');
    await user.keyboard('{ArrowRight}');
    await user.tab({ shift: true });
    expect(focused()).toBe('Before');
    await user.tab();
    expect(focused()).toBe('Two');
  });

  it('moves with Left and Right (skipping disabled controls), Home and End', async () => {
    const { user } = renderKit(<Tools />);
    screen.getByRole('button', { name: 'One' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe('Two');
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe('Three');
    await user.keyboard('{ArrowLeft}');
    expect(focused()).toBe('Two');
    await user.keyboard('{Home}');
    expect(focused()).toBe('One');
    await user.keyboard('{End}');
    expect(focused()).toBe('Three');
  });

  it('mirrors Left and Right in a right-to-left language (ar-SA, from the app i18n)', async () => {
    const { user } = renderKit(<Tools />, { locale: 'ar-SA' });
    screen.getByRole('button', { name: 'One' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(focused()).toBe('Two');
    await user.keyboard('{ArrowLeft}');
    expect(focused()).toBe('Three');
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe('Two');
    await user.keyboard('{Home}');
    expect(focused()).toBe('One');
  });
});
