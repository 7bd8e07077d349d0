import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { DEFAULT_LOCALE } from '@app/shared/constants';
import { useCompanyInfo, useSiteSettings, visitorCountry } from '../session';
import { infoKeys } from './api/keys';
import { fillPlaceholders, legalPlaceholders } from './legal-placeholders';

// The entry warning is needed on a visitor's first page, so only its map is in the first load; the rest comes with the info pages.
const entryWarnings = import.meta.glob<string>('../../../../../packages/shared/legal/*/site-entry-warning.md', { query: '?raw', import: 'default' });
const FOLDER = '../../../../../packages/shared/legal';

export type LegalPage = 'terms' | 'privacy' | 'cookies' | 'faq' | 'return-policy' | 'service' | 'ban' | 'pricing' | 'complaints'
  | 'compliance-2257' | 'site-entry-warning';

async function loadText(locale: string, page: LegalPage): Promise<string> {
  const texts = page === 'site-entry-warning' ? entryWarnings : (await import('./legal-loader')).default;
  const load = texts[`${FOLDER}/${locale}/${page}.md`] ?? texts[`${FOLDER}/${DEFAULT_LOCALE}/${page}.md`];
  if (!load) throw new Error(`missing legal text ${page}`);
  return load();
}

/** A legal text in the page language with the site's and company's details filled in; null while loading. */
export function useLegalText(page: LegalPage, enabled = true): string | null {
  const { i18n } = useTranslation();
  const settings = useSiteSettings();
  const company = useCompanyInfo();
  const { data } = useQuery({ queryKey: infoKeys.legal(i18n.language, page), queryFn: () => loadText(i18n.language, page), staleTime: Infinity, enabled });
  if (!data || !company.data) return null;
  return fillPlaceholders(data, legalPlaceholders(i18n.language, settings, company.data, visitorCountry(settings)));
}
