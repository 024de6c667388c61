/** The `?id=` of the plan detail and product pages: a positive integer, else no plan. */
export function parsePlanId(value: string | null): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
