/** A card-like section of the plan pages, and its title. */
import type { ComponentProps } from 'react';
import './plan-section.css';

/** The section's class, for an element that is a section card itself (a link, say). */
export const SECTION_CLASS = 'plan-section';

export function PlanSection({ className, ...props }: ComponentProps<'section'>) {
  return (
    <section {...props} className={className ? `${SECTION_CLASS} ${className}` : SECTION_CLASS} />
  );
}

export function SectionTitle(props: Omit<ComponentProps<'h2'>, 'className'>) {
  return <h2 {...props} className="plan-section-title" />;
}
