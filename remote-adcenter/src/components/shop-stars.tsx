import { Rate } from '@adnet/shared/arco';
import { MAX_SHOP_LEVEL } from '../lib/shop-levels';

/**
 * The shop level as read-only stars: decoration repeating a level that the text beside them
 * names, so the caller hides them from assistive tech (docs/accessibility.md).
 */
export function ShopStars({ level, size }: { level: number; size: number }) {
  return (
    <Rate
      key={level}
      defaultValue={level}
      value={level}
      count={MAX_SHOP_LEVEL}
      disabled
      disabledColor="var(--adn-gold)"
      size={size}
    />
  );
}
