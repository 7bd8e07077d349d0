import { useTranslation } from '../../../lib/use-translation';
import { SWIPE_LIKES_PER_DAY } from '@app/shared/constants';
import { EmptyStack } from '../components/EmptyStack';
import { HowItWorks } from '../components/HowItWorks';
import { SwipeDeck } from '../components/SwipeDeck';
import { WaitScreen } from '../components/WaitScreen';
import { useSwipeGame, type GameView } from '../hooks/use-swipe-game';
import type { SwipeGame } from '../lib/swipe-stack';
import '../discovery.scss';

/** /swipe-game: like or pass one profile at a time; a few likes a day (spec 9), then a wait until the next day. */
export default function SwipeGamePage() {
  const { t } = useTranslation();
  const { view, game, decide, reload, dismissError } = useSwipeGame();
  return (
    <div className="container py-3 py-lg-4 swipe-page">
      <div className="row justify-content-center g-4">
        <div className="col-12 col-md-8 col-lg-6">
          <header className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
            <h1 className="h3 mb-0">{t('web.titles.swipe-game')}</h1>
            {view.status === 'playing' && (
              <p className="swipe-likes-left mb-0" data-testid="likes-left">
                {t('web.swipe.likes_left', { remaining: view.likesLeft, limit: SWIPE_LIKES_PER_DAY })}
              </p>
            )}
          </header>
          {game.error && (
            <div className="alert alert-danger alert-dismissible" role="alert">
              {game.error}
              <button type="button" className="btn-close" aria-label={t('web.common.close')} onClick={dismissError} />
            </div>
          )}
          <GameContent view={view} decide={decide} reload={reload} />
          <p className="visually-hidden" role="status">{announcement(game, view, t)}</p>
        </div>
        <div className="col-12 col-md-8 col-lg-4">
          <HowItWorks />
        </div>
      </div>
    </div>
  );
}

function GameContent({ view, decide, reload }: { view: GameView } & Pick<ReturnType<typeof useSwipeGame>, 'decide' | 'reload'>) {
  const { t } = useTranslation();
  switch (view.status) {
    case 'loading':
      return (
        <div className="swipe-deck-wrap" aria-busy="true">
          <span className="visually-hidden" role="status">{t('web.common.loading')}</span>
          <div className="swipe-deck"><div className="swipe-card swipe-card-loading placeholder-glow" aria-hidden="true" /></div>
        </div>
      );
    case 'failed':
      return (
        <div className="alert alert-danger" role="alert">
          {view.message} <button type="button" className="btn btn-link p-0 align-baseline" onClick={reload}>{t('web.swipe.retry')}</button>
        </div>
      );
    case 'waiting':
      return <WaitScreen allowance={view.allowance} onEnd={reload} />;
    case 'empty':
      return <EmptyStack onReload={reload} />;
    case 'playing':
      return <SwipeDeck stack={view.stack} onDecide={decide} />;
  }
}

/** What a screen reader hears after a decision: what happened, and how many likes are left. */
function announcement(game: SwipeGame, view: GameView, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (!game.last) return '';
  const done = t(game.last.decision === 'like' ? 'web.swipe.announce_like' : 'web.swipe.announce_pass', { name: game.last.name });
  if (view.status === 'waiting') return `${done} ${t('web.swipe.wait_title')}`;
  if (view.status !== 'playing') return done;
  return `${done} ${t('web.swipe.likes_left', { remaining: view.likesLeft, limit: SWIPE_LIKES_PER_DAY })}`;
}
