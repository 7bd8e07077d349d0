/** Query keys of the info feature: the legal texts, per language and page (they load as code chunks, not from the API). */
export const infoKeys = {
  all: ['info'] as const,
  legal: (locale: string, page: string) => [...infoKeys.all, 'legal', locale, page] as const,
};
