import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

/** An IBAN as typed (spaces, lower case) in its electronic form, or null when the country format or mod-97 check fails. */
export function normaliseIban(input: string): string | null {
  const iban = electronicFormatIBAN(input.trim());
  return iban && isValidIBAN(iban) ? iban : null;
}

/** Shown back to the member and on receipts: country, check digits and the last four only. */
export function maskIban(iban: string): string {
  return iban.length <= 8 ? iban : `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;
}
