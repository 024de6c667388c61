// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Card, CardHead, cardClass, SectionTitle } from './card';

afterEach(cleanup);

describe('Card', () => {
  it('is a section named by its title, with the card class and the caller’s', () => {
    render(
      <Card aria-labelledby="t" className="wal-ledger" data-testid="c">
        <CardHead>
          <SectionTitle id="t">Records</SectionTitle>
          <span>Updated</span>
        </CardHead>
      </Card>,
    );
    const card = screen.getByRole('region', { name: 'Records' });
    expect(card.className).toBe('adn-card wal-ledger');
    const title = screen.getByRole('heading', { level: 2, name: 'Records' });
    expect(title.className).toBe('adn-section-title');
    expect(title.parentElement?.className).toBe('adn-card-head');
  });

  it('draws the brand, flush and list-item looks by modifier classes', () => {
    render(<Card tone="brand" flush item aria-label="Hero" />);
    expect(screen.getByRole('region', { name: 'Hero' }).className).toBe(
      'adn-card adn-card-brand adn-card-flush adn-card-item',
    );
  });

  it('gives a link or a button the same classes through cardClass', () => {
    expect(cardClass()).toBe('adn-card');
    expect(cardClass('plan-card', { item: true })).toBe('adn-card adn-card-item plan-card');
    expect(cardClass(undefined, { tone: 'surface' })).toBe('adn-card');
  });

  it('titles at the level asked for', () => {
    render(<SectionTitle as="h3">Orders</SectionTitle>);
    expect(screen.getByRole('heading', { level: 3, name: 'Orders' }).className).toBe(
      'adn-section-title',
    );
  });
});
