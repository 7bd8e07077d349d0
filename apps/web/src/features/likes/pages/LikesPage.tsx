import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { LIKE_TABS, type LikeTab } from '@app/shared/rules/likes';
import type { LikesResponse } from '@app/shared';
import { PageSkeleton } from '../../../components/ui/PageSkeleton';
import { NotFoundPage } from '../../shell';
import { ApiError } from '../../../lib/api';
import { MemberCard } from '../../members';
import { useLikes } from '../api/queries';
import { LikeButton } from '../components/LikeButton';
import { HeartIcon } from '../components/heart-icons';
import { LikesEmpty } from '../components/LikesEmpty';
import '../likes.scss';

const isLikeTab = (value: string): value is LikeTab => (LIKE_TABS as readonly string[]).includes(value);
const pageOf = (value: string | null) => {
  const page = Number(value ?? 1);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/**
 * Whether the member likes a card's profile. The tab says it (everyone in given and matches; in received, the
 * matched ones); `liked` is set only while a like or unlike of the member is on its way or just answered.
 */
const likedByMember = (type: LikeTab, card: LikesResponse['profiles'][number]) => card.liked ?? (type !== 'received' || card.match);

/** /likes and /likes/{type}: received, given and matches; any other type is not a page. */
export default function LikesPage() {
  const type = useParams().type ?? 'received';
  return isLikeTab(type) ? <LikesTabPage key={type} type={type} /> : <NotFoundPage />;
}

function LikesTabPage({ type }: { type: LikeTab }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const likes = useLikes(type, page, { fresh: true });
  const data = likes.data;
  const error = likes.error instanceof ApiError && likes.error.message ? likes.error.message : likes.error ? t('errors.generic') : null;
  const goTo = (next: number) => { setParams(next > 1 ? { page: String(next) } : {}); window.scrollTo(0, 0); };
  return (
    <div className="container py-4 likes-page">
      <h1 className="h3 mb-3">{t('web.likes.title')}</h1>
      <LikesTabs active={type} data={data} />
      {error && <div className="alert alert-danger" role="alert">{error}</div>}
      {!data && !error && <PageSkeleton label={t('web.common.loading')} />}
      {data && data.counts[type] === 0 && <LikesEmpty type={type} />}
      {data && data.counts[type] > 0 && (
        <>
          <div className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3" aria-busy={likes.isPlaceholderData}>
            {data.profiles.map((card) => (
              <div key={card.id} className="col">
                <MemberCard card={card} to={type === 'received' ? `/likes/m/${card.id}` : `/members/${card.id}`}
                  badges={<CardMarkers isNew={card.like_new} isMatch={card.match} />}
                  action={<LikeButton profileId={card.id} liked={likedByMember(type, card)} match={card.match} variant="icon" name={card.name} />} />
              </div>
            ))}
          </div>
          {(data.pages > 1 || page > 1) && (
            <nav className="d-flex justify-content-center align-items-center gap-2 mt-4" aria-label={t('web.likes.pages')}>
              <button type="button" className="btn btn-outline-secondary" disabled={page <= 1} onClick={() => goTo(Math.min(page - 1, data.pages))}>{t('web.likes.previous')}</button>
              <span>{t('web.likes.page_of', { page: data.page, pages: data.pages })}</span>
              <button type="button" className="btn btn-outline-secondary" disabled={page >= data.pages} onClick={() => goTo(page + 1)}>{t('web.likes.next')}</button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}

function LikesTabs({ active, data }: { active: LikeTab; data: LikesResponse | undefined }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('web.likes.tabs_label')} className="mb-3">
      <ul className="nav nav-tabs likes-tabs">
        {LIKE_TABS.map((tab) => (
          <li key={tab} className="nav-item">
            <Link to={`/likes/${tab}`} className={`nav-link${tab === active ? ' active' : ''}`} aria-current={tab === active ? 'page' : undefined}>
              <span>{t(`web.likes.tabs.${tab}`)}</span>
              {data && (
                <span className="likes-tab-badges">
                  <span className="badge rounded-pill text-bg-light border">{data.counts[tab]}</span>
                  {tab === 'received' && data.new_likes > 0 && (
                    <span className="badge rounded-pill text-bg-primary">{t('web.likes.new_count', { count: data.new_likes })}</span>
                  )}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function CardMarkers({ isNew, isMatch }: { isNew: boolean; isMatch: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {isNew && <span className="badge text-bg-primary" data-testid="new-marker">{t('web.likes.new_marker')}</span>}
      {isMatch && (
        <span className="badge text-bg-light like-match-marker" data-testid="match-marker">
          <HeartIcon filled className="like-marker-icon" /> {t('web.likes.match_marker')}
        </span>
      )}
    </>
  );
}
