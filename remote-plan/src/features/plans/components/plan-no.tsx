import './plan-no.css';

/** A plan's number, in tabular figures. */
export function PlanNo({ no }: { no: string }) {
  return (
    <span className="plan-no" data-testid="plan-no">
      {no}
    </span>
  );
}
