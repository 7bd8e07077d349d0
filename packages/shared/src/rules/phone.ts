/** Spec 5: the support phone is shown and dialled without dashes and spaces. */
export function cleanPhone(phone: string): string {
  return phone.replace(/[\s-]+/g, '');
}
