import { useQuery } from '@tanstack/react-query';
import type { Discount } from '@app/shared/contracts/payments';
import { discountResponseSchema } from '@app/shared/contracts/payments';
import { apiRequest } from '../../../lib/api';
import { timeBonusDeadline } from '../rules';

/** Checked in development and tests only (as lib/answers.ts does): production builds keep `undefined` and drop the schema. */
const answerSchema = import.meta.env.DEV || import.meta.env.MODE === 'test' ? discountResponseSchema : undefined;

/** Keyed by member, so a logout (which drops the member's queries) clears it and the next login loads it again. */
export const timeBonusKeys = {
  all: ['time-bonus'] as const,
  welcome: (userId: number) => [...timeBonusKeys.all, 'welcome', userId] as const,
};

/**
 * Spec 3/4/7: the welcome discount of a logged-in, unpaid member (GET api/discountcode.php?welcome=true), loaded
 * once per login and kept: a running bonus is never restarted. The answer becomes the bonus's deadline on this
 * browser's clock; failures are ignored (no bonus).
 */
export function useTimeBonusDeadline(userId: number | null, enabled: boolean): number | null {
  const { data } = useQuery({
    queryKey: timeBonusKeys.welcome(userId ?? 0),
    queryFn: async () => {
      const answer = await apiRequest<{ discount: Discount | null }>('api/discountcode.php', { query: { welcome: 'true' }, schema: answerSchema });
      return timeBonusDeadline(answer.discount, Date.now());
    },
    enabled: enabled && userId !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  return enabled ? data ?? null : null;
}
