export interface SearchFilters { gender?: string; country?: string; countryregion?: string; min_age?: string; max_age?: string; page?: string }

/** Query keys of the members feature: searches and member pages, all under one root (a block invalidates both). */
export const membersKeys = {
  all: ['members'] as const,
  searches: () => [...membersKeys.all, 'search'] as const,
  search: (filters: SearchFilters) => [...membersKeys.searches(), filters] as const,
  details: () => [...membersKeys.all, 'detail'] as const,
  detail: (id: number) => [...membersKeys.details(), id] as const,
};
