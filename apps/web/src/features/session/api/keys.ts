/**
 * Query keys of the session feature. Site data (settings, company, regions) is the same for every visitor and
 * survives a logout; the member is the one key that changes with the session.
 */
export const sessionKeys = {
  site: ['site'] as const,
  settings: () => [...sessionKeys.site, 'settings'] as const,
  companyInfo: () => [...sessionKeys.site, 'company-info'] as const,
  regions: () => [...sessionKeys.site, 'regions'] as const,
  user: () => ['user'] as const,
};
