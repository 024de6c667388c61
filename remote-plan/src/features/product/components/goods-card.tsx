/** A card of the product page; the first one overlaps the cover. */
import { Card } from '@adnet/shared/ui';
import type { ComponentProps } from 'react';
import './goods-card.css';

export function GoodsCard(props: Omit<ComponentProps<'section'>, 'className'>) {
  return <Card {...props} className="goods-card" />;
}
