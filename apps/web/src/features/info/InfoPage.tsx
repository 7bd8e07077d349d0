import { useLocation } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { Markdown } from '../../components/ui/Markdown';
import { PageSkeleton } from '../../components/ui/PageSkeleton';
import { useLegalText, type LegalPage } from './use-legal-text';

export function legalPageOf(pathname: string): LegalPage {
  if (pathname.startsWith('/pricing')) return 'pricing';
  if (pathname.replace(/\/$/, '') === '/2257') return 'compliance-2257';
  return pathname.replace(/^\/pages\//, '').replace(/\/$/, '') as LegalPage;
}

/** /pages/*, /pricing and /2257: a legal or info text of the site, in the page language. */
export default function InfoPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const text = useLegalText(legalPageOf(pathname));
  if (!text) return <PageSkeleton label={t('web.common.loading')} />;
  return (
    <div className="container py-4 py-md-5">
      <article className="legal mx-auto bg-white rounded-3 shadow-sm p-4 p-md-5"><Markdown source={text} /></article>
    </div>
  );
}
