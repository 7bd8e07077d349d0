import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { INTERESTS, MATCH_FINDER_MAX_INTERESTS, type Interest } from '@app/shared/constants';
import { sortByLabel } from '../../../lib/sort-by-label';
import { useSiteSettings } from '../../session';

const isInterest = (value: string): value is Interest => (INTERESTS as readonly string[]).includes(value);

/**
 * Up to five interests as toggle chips. A sixth is refused where the member looks (the chip stays off and the limit is
 * said next to the counter), rather than by greying out the rest, so every chip stays readable and reachable.
 */
export function InterestChips({ value, onChange, error }: { value: Interest[]; onChange: (next: Interest[]) => void; error?: string }) {
  const { t, i18n } = useTranslation();
  const settings = useSiteSettings();
  const legendId = useId();
  const [refused, setRefused] = useState<Interest | null>(null);
  // The site's own list where it has one (a niche may leave some out); kept answers stay visible even if dropped since.
  const offered = new Set<Interest>([...(settings.interests.length ? settings.interests.filter(isInterest) : INTERESTS), ...value]);
  const chips = sortByLabel([...offered], (interest) => t(`interests.${interest}`), i18n.language);
  const toggle = (interest: Interest) => {
    if (value.includes(interest)) { setRefused(null); onChange(value.filter((i) => i !== interest)); return; }
    if (value.length >= MATCH_FINDER_MAX_INTERESTS) { setRefused(interest); return; }
    setRefused(null);
    onChange([...value, interest]);
  };
  const message = error ?? (refused ? t('errors.match_finder_interests', { max: MATCH_FINDER_MAX_INTERESTS }) : null);
  return (
    <fieldset className="mb-3" aria-describedby={`${legendId}-count`}>
      <legend id={legendId} className="form-label fs-6 fw-semibold mb-1">{t('web.match_finder.interests')}</legend>
      <p id={`${legendId}-count`} className="small text-body-secondary mb-2" data-testid="interest-count">
        {t('web.match_finder.interests_count', { count: value.length, max: MATCH_FINDER_MAX_INTERESTS })}
      </p>
      <div className="interest-chips d-flex flex-wrap gap-2">
        {chips.map((interest) => {
          const on = value.includes(interest);
          return (
            <button key={interest} type="button" aria-pressed={on} onClick={() => toggle(interest)}
              className={`btn btn-sm rounded-pill interest-chip ${on ? 'btn-secondary' : 'btn-outline-secondary'}${refused === interest ? ' is-refused' : ''}`}>
              {t(`interests.${interest}`)}
            </button>
          );
        })}
      </div>
      {message && <p className="interest-refusal text-danger small mt-2 mb-0" role="alert" data-testid="interest-refusal">{message}</p>}
    </fieldset>
  );
}
