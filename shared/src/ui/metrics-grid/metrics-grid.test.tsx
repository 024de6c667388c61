// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '#testing';
import { MetricsGrid } from './metrics-grid';

const metrics = {
  delivery_amount: '12345.6',
  delivery_orders: 1200,
  consumed: '0.1',
  to_be_consumed: '0',
  impressions: 1234567,
  clicks: 89,
  ad_revenue: '99.99',
  profit: '-3.5',
};

describe('MetricsGrid', () => {
  it('shows the eight metrics in the spec order, labelled in the UI language', async () => {
    await renderWithApp(<MetricsGrid metrics={metrics} testId="grid" />, { currency: 'EUR' });
    const cells = within(screen.getByTestId('grid')).getAllByRole('definition');
    expect(cells).toHaveLength(8);
    const keys = [...document.querySelectorAll('[data-metric]')].map((e) =>
      e.getAttribute('data-metric'),
    );
    expect(keys[0]).toBe('delivery_amount');
    expect(keys[7]).toBe('profit');
    expect(screen.getByTestId('metric-impressions').textContent).toContain('1,234,567');
    expect(screen.getByTestId('metric-clicks').querySelector('dt')?.textContent).not.toBe(
      'metrics.clicks',
    );
  });

  it('shows money in the account currency once it is known', async () => {
    await renderWithApp(<MetricsGrid metrics={metrics} />, { currency: 'USD' });
    expect(screen.getByTestId('metric-delivery_amount').textContent).toContain('$12,345.60');
    expect(screen.getByTestId('metric-delivery_orders').textContent).toContain('1,200');
  });

  it('places derived figures right after the metric they follow', async () => {
    await renderWithApp(
      <MetricsGrid
        metrics={metrics}
        extra={[
          { key: 'ctr', label: 'CTR', value: '0.0%', after: 'clicks' },
          { key: 'cpc', label: 'Avg. CPC', value: <b>$1.00</b>, after: 'clicks' },
        ]}
      />,
    );
    const keys = [...document.querySelectorAll('[data-metric]')].map((e) =>
      e.getAttribute('data-metric'),
    );
    expect(keys).toEqual([
      'delivery_amount',
      'delivery_orders',
      'consumed',
      'to_be_consumed',
      'impressions',
      'clicks',
      'ctr',
      'cpc',
      'ad_revenue',
      'profit',
    ]);
    expect(screen.getByTestId('metric-cpc').querySelector('dt')?.textContent).toBe('Avg. CPC');
    expect(screen.getByTestId('metric-cpc').querySelector('dd b')?.textContent).toBe('$1.00');
  });
});
