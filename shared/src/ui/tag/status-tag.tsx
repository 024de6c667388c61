/**
 * A status label (docs/design-tokens.md "Status tags"): the one look of a record's state on every
 * page — a plan's status, a ledger entry's or a withdrawal's "Processing", an acceptance
 * record's "Accepted", a follow's "Following", a payout destination's "Bound". A pill in the
 * status's tone (`Tag` with `pill`), never bare coloured text; the class `adn-status-tag` marks
 * it for the layout and end-to-end checks.
 */
import { Tag, type TagProps } from './tag';

export type StatusTagProps = Omit<TagProps, 'pill'>;

export function StatusTag({ className, ...props }: StatusTagProps) {
  return (
    <Tag {...props} pill className={className ? `adn-status-tag ${className}` : 'adn-status-tag'} />
  );
}
