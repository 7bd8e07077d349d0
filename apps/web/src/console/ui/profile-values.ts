import type { TFunction } from 'i18next';

/**
 * A stored profile value in the reader's words: "dark_blond" -> "Donkerblond", an interest -> its name. The console
 * reads the same labels members see (the member app's catalogue, web.values.*, and the interests of the main one).
 */
export function profileValueLabel(t: TFunction, field: string, value: string): string {
  if (field === 'interests') return t(`interests.${value}`, { defaultValue: value });
  return t(`web.values.${field}.${value}`, { defaultValue: value });
}

/** A field's value for display: lists joined, coded values labelled, anything else as it is. */
export function profileValueText(t: TFunction, field: string, value: unknown): string {
  if (Array.isArray(value)) return value.map((v) => profileValueLabel(t, field, String(v))).join(', ');
  if (typeof value === 'string') return profileValueLabel(t, field, value);
  return value === null || value === undefined ? '' : String(value);
}
