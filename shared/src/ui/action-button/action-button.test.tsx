// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionButton } from './action-button';

afterEach(cleanup);

describe('ActionButton', () => {
  it('tells a screen reader it is disabled, and sends nothing', () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <ActionButton disabled onClick={onClick}>
        Confirm
      </ActionButton>,
    );
    const button = screen.getByRole('button', { name: 'Confirm' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(<ActionButton onClick={onClick}>Confirm</ActionButton>);
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('says it is busy while loading', () => {
    render(<ActionButton loading>Save</ActionButton>);
    expect(screen.getByRole('button').getAttribute('aria-busy')).toBe('true');
  });

  it('submits its form with htmlType="submit", where Arco is always type="button"', () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <ActionButton htmlType="submit">Send</ActionButton>
        <ActionButton>Other</ActionButton>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('type')).toBe('submit');
    expect(screen.getByRole('button', { name: 'Other' }).getAttribute('type')).toBe('button');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
