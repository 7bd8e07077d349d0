import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TrafficResponse } from '@app/shared/contracts/console/dashboard';
import { consoleApi } from '../../api';

export const trafficKeys = {
  all: ['console', 'traffic'] as const,
  report: (site: number, from: string, to: string) => [...trafficKeys.all, 'report', { site, from, to }] as const,
};

export function useTrafficReport(site: number | undefined, from: string, to: string) {
  return useQuery({
    queryKey: trafficKeys.report(site ?? 0, from, to),
    queryFn: () => consoleApi<TrafficResponse>('traffic.php', { query: { site: String(site), from, to } }),
    enabled: site !== undefined,
    placeholderData: keepPreviousData,
  });
}
