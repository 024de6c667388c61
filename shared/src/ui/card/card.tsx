/**
 * The card every app draws (docs/design-tokens.md): a rounded surface on the page background, its
 * head (a section title and an action or a note beside it) and the section title itself.
 * `cardClass()` gives the same look to an element that is a card itself (a link, a button).
 */
import type { ComponentProps } from 'react';
import './card.css';

export interface CardLook {
  /** `brand`: the blue gradient with white text (the profile, a plan's hero) */
  tone?: 'surface' | 'brand';
  /** no inner padding, the content clipped to the corners (tabs, lists, Arco cell groups) */
  flush?: boolean;
  /** a card in a list of cards: less space around it and between the next */
  item?: boolean;
}

/** The card's classes, for an element that is a card itself (`<Link className={cardClass('plan-card', { item: true })}>`). */
export function cardClass(className?: string, { tone, flush, item }: CardLook = {}): string {
  return [
    'adn-card',
    tone === 'brand' && 'adn-card-brand',
    flush && 'adn-card-flush',
    item && 'adn-card-item',
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

export type CardProps = ComponentProps<'section'> & CardLook;

/** A `<section>` drawn as a card; name it (`aria-labelledby` its title, or `aria-label`). */
export function Card({ tone, flush, item, className, ...props }: CardProps) {
  return <section {...props} className={cardClass(className, { tone, flush, item })} />;
}

/** A card's first row: its title at the start, an action or a note at the end. */
export function CardHead({ className, ...props }: ComponentProps<'div'>) {
  return <div {...props} className={className ? `adn-card-head ${className}` : 'adn-card-head'} />;
}

export type SectionTitleProps = ComponentProps<'h2'> & {
  /** the heading level under the page's `<h1>`: `h2`, or `h3` inside a titled section */
  as?: 'h2' | 'h3';
};

/** A section's title, one size and weight in every app. */
export function SectionTitle({ as: Heading = 'h2', className, ...props }: SectionTitleProps) {
  return (
    <Heading
      {...props}
      className={className ? `adn-section-title ${className}` : 'adn-section-title'}
    />
  );
}
