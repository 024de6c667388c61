// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatusTag } from './status-tag';
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
      'adn-tone-neutral',
    ]);
    expect(toneClass('info', 'wal-action-icon')).toBe('adn-tone-info wal-action-icon');
  });
});

describe('StatusTag', () => {
  it('is the pill of a status, marked as one, with the caller’s tone, class and attributes', () => {
    render(
      <StatusTag tone="neutral" className="adc-record-status" data-testid="s">
        Ended
      </StatusTag>,
    );
    const tag = screen.getByTestId('s');
    expect(tag.tagName).toBe('SPAN');
    expect(tag.className).toBe(
      'adn-tag adn-tone-neutral adn-tag-pill adn-status-tag adc-record-status',
    );
    expect(tag.textContent).toBe('Ended');
  });
});
