/** The members feature's public API (its pages are loaded by the router, not through here). */
export { membersKeys, type SearchFilters } from './api/keys';
export { Avatar, FictionalBadge, MemberCard } from './components/MemberCard';
export { useMember } from './api/queries';
export { seedFirstSearch } from './api/first-search';
