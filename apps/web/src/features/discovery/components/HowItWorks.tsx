import { useTranslation } from '../../../lib/use-translation';
import { SWIPE_LIKES_PER_DAY } from '@app/shared/constants';

/** The rules of the game in four lines, beside the stack on a wide screen and under it on a phone. */
export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <aside className="swipe-rules card border-0 shadow-sm" aria-labelledby="swipe-rules-title">
      <div className="card-body">
        <h2 id="swipe-rules-title" className="h6">{t('web.swipe.rules_title')}</h2>
        <ul className="small mb-0 ps-3">
          <li>{t('web.swipe.rule_swipe')}</li>
          <li>{t('web.swipe.rule_limit', { limit: SWIPE_LIKES_PER_DAY })}</li>
          <li>{t('web.swipe.rule_pass')}</li>
          <li>{t('web.swipe.rule_match')}</li>
        </ul>
      </div>
    </aside>
  );
}
