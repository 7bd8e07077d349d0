/** Spec 9: the terms' version date is 2023-12-01 12:00 UTC, or the company's added date if that is later. */
export const TERMS_BASE_DATE = new Date('2023-12-01T12:00:00Z');

export function termsVersionDate(companyAdded: string | Date | null | undefined): Date {
  const added = companyAdded ? new Date(companyAdded) : null;
  return added && !Number.isNaN(added.getTime()) && added > TERMS_BASE_DATE ? added : TERMS_BASE_DATE;
}
