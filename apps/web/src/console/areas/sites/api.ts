import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DashboardResponse } from '@app/shared/contracts/console/dashboard';
import type { CompanyUpdateBody, ConsoleCompany, SiteListResponse, SiteResponse, SiteSettingsInput } from '@app/shared/contracts/console/sites';
import type { AuditResponse, StaffCreateBody, StaffCreatedResponse, StaffItem, StaffListResponse, StaffUpdateBody, TotpSetup } from '@app/shared/contracts/console/staff';
import { consoleApi } from '../../api';

export const adminKeys = {
  all: ['console', 'admin'] as const,
  dashboard: (site: number | undefined, days: number) => [...adminKeys.all, 'dashboard', { site, days }] as const,
  sites: () => [...adminKeys.all, 'sites'] as const,
  site: (id: number) => [...adminKeys.all, 'site', id] as const,
  staff: () => [...adminKeys.all, 'staff'] as const,
  audit: (filter: Record<string, string | undefined>) => [...adminKeys.all, 'audit', filter] as const,
};

export function useDashboard(site: number | undefined, days: number) {
  return useQuery({
    queryKey: adminKeys.dashboard(site, days),
    queryFn: () => consoleApi<DashboardResponse>('dashboard.php', { query: { site: site ? String(site) : undefined, days: String(days) } }),
    placeholderData: keepPreviousData,
    // The queue's waiting times change by the minute.
    refetchInterval: 60_000,
  });
}

export const useSites = () => useQuery({ queryKey: adminKeys.sites(), queryFn: () => consoleApi<SiteListResponse>('sites.php') });

export function useSite(id: number) {
  return useQuery({ queryKey: adminKeys.site(id), queryFn: () => consoleApi<SiteResponse>('sites/site.php', { query: { id: String(id) } }), enabled: id > 0 });
}

/** Saves a site (PUT with its id) or creates one (POST without); lists and the site reload afterwards. */
export function useSaveSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, settings }: { id?: number; settings: SiteSettingsInput }) => (id
      ? consoleApi<SiteResponse>('sites/site.php', { method: 'PUT', body: { id, ...settings } })
      : consoleApi<SiteResponse>('sites/create.php', { method: 'POST', body: settings })),
    onSuccess: (answer) => {
      queryClient.setQueryData(adminKeys.site(answer.site.id), answer);
      return queryClient.invalidateQueries({ queryKey: adminKeys.sites() });
    },
  });
}

export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyUpdateBody) => consoleApi<{ company: ConsoleCompany }>('sites/company.php', { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useStaffList = () => useQuery({ queryKey: adminKeys.staff(), queryFn: () => consoleApi<StaffListResponse>('staff.php') });

function useStaffMutation<B, R>(call: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.staff() }) });
}
export const useCreateStaff = () => useStaffMutation((body: StaffCreateBody) => consoleApi<StaffCreatedResponse>('staff/create.php', { method: 'POST', body }));
export const useUpdateStaff = () => useStaffMutation((body: StaffUpdateBody) => consoleApi<{ staff: StaffItem }>('staff/member.php', { method: 'PUT', body }));
export const useEndStaffSessions = () => useStaffMutation((id: number) => consoleApi('staff/end-sessions.php', { method: 'POST', body: { id } }));
export const useResetTotp = () => useStaffMutation((id: number) => consoleApi<TotpSetup>('staff/reset-totp.php', { method: 'POST', body: { id } }));

export function useAudit(filter: Record<string, string | undefined>) {
  return useQuery({ queryKey: adminKeys.audit(filter), queryFn: () => consoleApi<AuditResponse>('audit.php', { query: filter }), placeholderData: keepPreviousData });
}
