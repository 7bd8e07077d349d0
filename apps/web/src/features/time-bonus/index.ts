/** The welcome time bonus (spec 3/4): its banner and modal for the app frame, and its countdown for others. */
export { TimeBonus } from './components/TimeBonus';
export { useTimeBonus } from './hooks/use-time-bonus';
export { timeBonusKeys } from './api/welcome-discount';
