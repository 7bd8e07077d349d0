import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { translate } from '@app/shared/i18n';
import { profileValueText } from './profile-values';

// The console's i18next holds the main catalogue, the member app's under "web." and its own: translate() reads the same.
const t = ((key: string, options?: { defaultValue?: string }) => {
  const text = translate('nl', key);
  return text === key ? options?.defaultValue ?? key : text;
}) as unknown as TFunction;

describe('profile values in the console', () => {
  it('shows stored codes in the words members read, and unknown values as they are', () => {
    expect(profileValueText(t, 'hair_color', 'dark_blond')).toBe('Donkerblond');
    expect(profileValueText(t, 'gender', 'male')).toBe('Man');
    expect(profileValueText(t, 'interests', ['beach', 'coffee'])).toBe(translate('nl', 'interests.beach') + ', ' + translate('nl', 'interests.coffee'));
    expect(profileValueText(t, 'hair_color', 'no_such_colour')).toBe('no_such_colour');
    expect(profileValueText(t, 'age', 41)).toBe('41');
    expect(profileValueText(t, 'city', null)).toBe('');
  });
});
