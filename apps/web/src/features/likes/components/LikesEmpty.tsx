import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import type { LikeTab } from '@app/shared/rules/likes';
import { HeartIcon } from './heart-icons';

/** An empty tab says what would fill it and leads where likes come from: the search and the swipe game. */
export function LikesEmpty({ type }: { type: LikeTab }) {
  const { t } = useTranslation();
  return (
    <div className="text-center px-3 py-5 likes-empty" data-testid="likes-empty">
      <HeartIcon filled={false} className="likes-empty-icon" />
      <h2 className="h5 mb-1">{t(`web.likes.empty.${type}.title`)}</h2>
      <p className="text-body-secondary">{t(`web.likes.empty.${type}.text`)}</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <Link to="/members" className="btn btn-primary">{t('web.likes.empty.search')}</Link>
        <Link to="/swipe-game" className="btn btn-outline-primary">{t('web.likes.empty.swipe')}</Link>
      </div>
    </div>
  );
}
