import type { FaqItem } from '@adnet/shared';
import { describe, expect, it } from 'vitest';
import { faqItems } from './faq';

const item: FaqItem = { id: 1, question: 'Q', answer: 'A' } as FaqItem;

describe('faqItems', () => {
  it('follows the shared basic config once present', () => {
    expect(faqItems({ faq_config: [item] }, [])).toEqual([item]);
    expect(faqItems({}, [item])).toEqual([]);
  });
  it('uses the loaded items until the basic config is there', () => {
    expect(faqItems(null, [item])).toEqual([item]);
    expect(faqItems(null, undefined)).toBeUndefined();
  });
});
