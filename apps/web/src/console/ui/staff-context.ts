import { createContext, useContext } from 'react';
import type { StaffMe } from '@app/shared/contracts/console/auth';
import type { ConsoleAction } from '@app/shared/rules/console-roles';

export const StaffContext = createContext<StaffMe | null>(null);

/** The signed-in staff member (pages render only inside the signed-in shell). */
export function useStaff(): StaffMe & { may(action: ConsoleAction): boolean } {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff outside the signed-in console');
  return { ...staff, may: (action) => staff.actions.includes(action) };
}
