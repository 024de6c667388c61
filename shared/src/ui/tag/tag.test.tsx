// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tag, TONES, toneClass } from './tag';

afterEach(cleanup);

describe('Tag', () => {
  it('is a span in its tone, passing attributes on', () => {
    render(
      <button type="button">
        Plan{' '}
        <Tag tone="warning" data-testid="t">
          Official push
        </Tag>
      </button>,
    );
    const tag = screen.getByTestId('t');
    expect(tag.tagName).toBe('SPAN');
    expect(tag.className).toBe('adn-tag adn-tone-warning');
    expect(screen.getByRole('button').textContent).toBe('Plan Official push');
  });

  it('draws a status as a pill and keeps the caller’s class', () => {
    render(
      <Tag tone="success" pill className="plan-status">
        Settled
      </Tag>,
    );
    expect(screen.getByText('Settled').className).toBe(
      'adn-tag adn-tone-success adn-tag-pill plan-status',
    );
  });

  it('gives any element a tone', () => {
    expect(TONES.map((t) => toneClass(t))).toEqual([
      'adn-tone-primary',
      'adn-tone-warning',
      'adn-tone-danger',
      'adn-tone-success',
      'adn-tone-accent',
      'adn-tone-info',
    ]);
    expect(toneClass('info', 'wal-action-icon')).toBe('adn-tone-info wal-action-icon');
  });
});
