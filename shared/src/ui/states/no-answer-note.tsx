/**
 * The note of a money action whose last send got no answer (a timeout, a dropped connection, a
 * proxy's 502): it may have been taken, and sending it again is safe, since it goes with the
 * same request id and the server answers a repeat once (docs/product/api.md#api.idempotency).
 * The put and the withdrawal show it with their own words, from the failure until an answer
 * comes, and after a reload that left one on its way.
 */
import type { ReactNode } from 'react';
import './states.css';

export interface NoAnswerNoteProps {
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}

export function NoAnswerNote({ children, className, 'data-testid': testId }: NoAnswerNoteProps) {
  return (
    <p
      className={className ? `adn-no-answer ${className}` : 'adn-no-answer'}
      role="status"
      data-testid={testId}
    >
      {children}
    </p>
  );
}
