/** Query keys of the profile feature: the member's own profile. */
export const profileKeys = {
  all: ['profile'] as const,
  own: () => [...profileKeys.all, 'own'] as const,
};
