/**
 * Tones and the tag (docs/design-tokens.md): a status, a kind or an offer drawn in one of the token
 * families of `tokens.css`, soft background and strong text (each pair 4.5:1 or more,
 * docs/design-tokens.md). `toneClass` gives the same two colours to anything else (an icon
 * tile, a note).
 *
 * Not Arco's Tag: it renders a `<div>`, which is not allowed inside the buttons and links our
 * tags sit in (a notification row, a plan card), and it passes no attributes (no test id, no
 * `aria-*`). The look follows Arco's small and medium tags.
 */
import type { ComponentProps } from 'react';
import './tag.css';

export const TONES = [
  'primary',
  'warning',
  'danger',
  'success',
  'accent',
  'info',
  'neutral',
] as const;
export type Tone = (typeof TONES)[number];

/** The tone's class: `--adn-<tone>-soft` behind `--adn-<tone>`. */
export function toneClass(tone: Tone, className?: string): string {
  return className ? `adn-tone-${tone} ${className}` : `adn-tone-${tone}`;
}

export type TagProps = ComponentProps<'span'> & {
  tone: Tone;
  /** a status: rounded ends, one size larger (a plan's status, "Free") */
  pill?: boolean;
};

export function Tag({ tone, pill, className, ...props }: TagProps) {
  const classes = ['adn-tag', `adn-tone-${tone}`, pill && 'adn-tag-pill', className]
    .filter(Boolean)
    .join(' ');
  return <span {...props} className={classes} />;
}
