export { StaffContext, useStaff } from './staff-context';
export { SiteFilter, useSiteFilter } from './site-filter';
export { ApiErrorAlert, EmptyState, formatDateTime, ListTable, Loading, PageHeader, Pager } from './bits';
export { profileValueLabel, profileValueText } from './profile-values';
