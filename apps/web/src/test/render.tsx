import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { MemberAbilities, MemberProfile, SiteSettings, User } from '@app/shared';
import nlBase from '../../../../packages/shared/locales/nl.json';
import nlWeb from '../../../../packages/shared/locales/web/nl.json';
import enBase from '../../../../packages/shared/locales/en.json';
import enWeb from '../../../../packages/shared/locales/web/en.json';
import { sessionKeys, useSessionQueries } from '../features/session';
import { shellKeys, type ChatCounts } from '../features/shell';
import type { RouteHandle } from '../lib/route-context';
import { buildRoutes } from '../app/router';

/** The real Dutch and English catalogues, so tests read what members read. */
export async function testI18n(locale: 'nl' | 'en' = 'nl') {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    resources: { nl: { translation: { ...nlBase, web: nlWeb } }, en: { translation: { ...enBase, web: enWeb } } },
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  });
  return instance;
}

export function settingsFixture(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return {
    countries: ['NL', 'BE'], name: 'Vonkje', index_title: 'Vonkje - flirten', description: 'Ontmoet singles', domain: 'localhost',
    domain_language: 'nl', cdn_prefix: '', niche: 1, signups: 'all', logged_out_search: 'none', logged_out_search_trafficsource: 'none',
    push_public_key: null, geoip_country: 'NL', geoip_selected_country: null, enable_site_entry_popup: 'yes', site_entry_popup_countries: [],
    minimum_message_costs: { NL: { costs: 0.99, currency: 'EUR' } }, message_credits: 10, signup_credits: 20, photo_credits: 25,
    gift_credits: 50, message_length: 1000, support_email: 'support@vonkje.example', support_phone: '+31201234567', fictional_icon: '🎭',
    fictional_warning: '', fictional_singular: 'fictief profiel', fictional_plural: 'fictieve profielen', refund_days: 14, member_resell: false,
    company_id: 1, mail_name: 'Vonkje', visible_profile_fields: [], visible_profile_notes: {}, search_fields: [], interests: [], region_data: '',
    us_footer: false, ...overrides,
  };
}

export function userFixture(overrides: Partial<User> = {}, profile: Partial<User['profile']> = {}): User {
  return {
    id: 1, status: 'active', email: 'eva@example.com', credits: 20, notifications_disabled: [], paid_user: false,
    signup_date: '2026-11-01T10:00:00Z', language: 'nl', ...overrides,
    profile: { id: 1, status: 'active', name: 'Eva', country: 'NL', age: 34, main_image: null, ...profile },
  };
}

const NO_ABILITIES: MemberAbilities = { can_chat: false, can_like: false, can_gift: false, can_block: false, can_see_private_photos: false };
export const ALL_ABILITIES: MemberAbilities = { can_chat: true, can_like: true, can_gift: true, can_block: true, can_see_private_photos: true };

/** A member page as the server answers it (GET api/member.php); a visitor's abilities are all false. */
export function memberFixture(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    id: 12, name: 'Sanne', age: 31, gender: 'female', country: 'NL', region: 'NL-NH', region_name: 'Noord-Holland', city: 'Haarlem',
    main_image: null, fictional: false, online_recently: true, about: 'Zee, koffie en lange gesprekken.', interests: [], photos: [],
    photo_count: 0, more_photos_locked: false, blocked_by_me: false, blocked_me: false, liked: false, match: false, abilities: NO_ABILITIES, ...overrides,
  };
}

/** Answers GET api/member.php with the given profile (checked against the shared schema, as every answer in tests). */
export function answerMember(profile: MemberProfile) {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ profile }), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

interface Options { user?: User | null; settings?: SiteSettings; counts?: ChatCounts; route?: RouteHandle; path?: string; locale?: 'nl' | 'en'; routePath?: string }

function seededQueryClient(options: Options) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionKeys.settings(), options.settings ?? settingsFixture());
  queryClient.setQueryData(sessionKeys.user(), options.user ?? null);
  queryClient.setQueryData(sessionKeys.companyInfo(), { name: 'Vonkje Media B.V.', address: 'Keizersgracht 100', kvk: '87654321', city: 'Amsterdam', country: 'NL', tradenames: [], vat_numbers: [], support_phone: '', delete_discount: 0, added: '2024-03-01T09:00:00Z' });
  if (options.counts) queryClient.setQueryData(shellKeys.chatCounts(), options.counts);
  return queryClient;
}

async function renderWithRouter(router: ReturnType<typeof createMemoryRouter>, queryClient: QueryClient, locale: Options['locale']) {
  const i18n = await testI18n(locale);
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}><RouterProvider router={router} /></QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, queryClient, router, i18n };
}

/** What the root layout does for every page: observe the settings and the member (which keeps them fresh). */
function SessionQueries({ children }: { children: ReactNode }) {
  useSessionQueries();
  return children;
}

/** Renders UI inside the app's providers and a router whose current route carries the given spec name. */
export async function renderInApp(ui: ReactNode, options: Options = {}) {
  const queryClient = seededQueryClient(options);
  const router = createMemoryRouter([{ path: options.routePath ?? '*', element: <SessionQueries>{ui}</SessionQueries>, handle: options.route ?? { name: 'members', layout: 'default' } }], { initialEntries: [options.path ?? '/members'] });
  return renderWithRouter(router, queryClient, options.locale);
}

/** The whole app at `path`: the real route table, guards, layouts and lazily loaded pages. */
export async function renderApp(path: string, options: Omit<Options, 'route' | 'path' | 'routePath'> = {}) {
  const queryClient = seededQueryClient(options);
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  return renderWithRouter(router, queryClient, options.locale);
}
