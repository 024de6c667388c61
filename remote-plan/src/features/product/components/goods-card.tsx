/** A card of the product page; the first one overlaps the cover. */
import type { ComponentProps } from 'react';
import './goods-card.css';

export function GoodsCard(props: Omit<ComponentProps<'section'>, 'className'>) {
  return <section {...props} className="goods-card" />;
}
