import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import type { MemberAbilities, MemberProfile } from '@app/shared';
import { ApiError } from '../../lib/api';
import { sortByLabel } from '../../lib/sort-by-label';
import { PageSkeleton } from '../../components/ui/PageSkeleton';
import { NotFoundPage } from '../shell';
import { useSignupModal } from '../account';
import { LikeButton, LikePopup } from '../likes';
import { useSession, useSiteSettings } from '../session';
import { useMember } from './api/queries';
import { BlockAction } from './components/BlockAction';
import { LockedPhotosNote } from './components/LockedPhotosNote';
import { FictionalBadge } from './components/MemberCard';
import { PhotoGallery } from './components/PhotoGallery';
import { ReportAction } from './components/ReportAction';
import { SignupOrLogin } from './components/SignupOrLogin';

const DETAIL_FIELDS = ['sexuality', 'hair_color', 'eye_color', 'body_type', 'relationship_status', 'tattoos', 'reason'] as const;

type Action = 'chat' | 'like' | 'gift';
const ACTIONS: ReadonlyArray<{ action: Action; ability: keyof MemberAbilities; className: string }> = [
  { action: 'chat', ability: 'can_chat', className: 'btn btn-primary' },
  { action: 'like', ability: 'can_like', className: 'btn btn-outline-primary' },
  { action: 'gift', ability: 'can_gift', className: 'btn btn-outline-secondary' },
];

/**
 * Chat, like and gift. The server's abilities decide what a member may do; a visitor (whose abilities are all false)
 * still sees the buttons, and is told to log in first (spec 6).
 */
function Actions({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<string | null>(null);
  const signup = useSignupModal();
  const offered = ACTIONS.filter(({ ability }) => !isLoggedIn || profile.abilities[ability]);
  // The like button handles its own clicks (visitors included).
  const act = (action: Action) => {
    if (!isLoggedIn) {
      setNotice(t(`web.member.login_to_${action}`));
      signup.open();
      return;
    }
    if (action === 'chat') void navigate(`/members/${profile.id}/chat`);
    else if (action === 'gift') void navigate(`/members/${profile.id}/chat?gift=1`);
  };
  if (offered.length === 0) return null;
  return (
    <div>
      <div className="d-flex flex-wrap gap-2">
        {offered.map(({ action, className }) => (action === 'like'
          ? <LikeButton key={action} profileId={profile.id} liked={profile.liked} match={profile.match} />
          : <button key={action} type="button" className={className} onClick={() => act(action)}>{t(`web.member.${action}`)}</button>))}
      </div>
      {notice && <div className="alert alert-info mt-3 mb-0" role="status">{notice} {!isLoggedIn && <SignupOrLogin className="ms-1" />}</div>}
    </div>
  );
}

/** /members/{id} (and /likes/m/{id}): a member's profile as the viewer may see it. */
export default function MemberPage() {
  const { t, i18n } = useTranslation();
  const settings = useSiteSettings();
  const id = Number(useParams().id);
  const { data, error } = useMember(id);
  if (!Number.isInteger(id) || (error instanceof ApiError && error.status === 404)) return <NotFoundPage />;
  if (error) return <div className="container py-5"><div className="alert alert-warning" role="alert">{error instanceof ApiError ? error.message : t('errors.generic')}</div></div>;
  if (!data) return <PageSkeleton label={t('web.common.loading')} />;
  const p = data.profile;
  const place = [p.city, p.region_name].filter(Boolean).join(', ');
  if (p.blocked_by_me) {
    return (
      <div className="container py-5" style={{ maxWidth: '40rem' }}>
        <h1 className="h3">{p.name}</h1>
        <p>{t('web.member.you_blocked')}</p>
        <div className="d-flex flex-wrap gap-3"><BlockAction profile={p} /><ReportAction profile={p} /></div>
      </div>
    );
  }
  return (
    <div className="container py-4">
      <div className="row g-4">
        <div className="col-md-5">
          <PhotoGallery profile={p} />
          <LockedPhotosNote profile={p} />
        </div>
        <div className="col-md-7">
          <h1 className="h2 mb-1 d-flex align-items-center gap-2 flex-wrap">
            {p.name} <span className="text-body-secondary fw-normal">{p.age}</span>
            {p.fictional && <FictionalBadge withText />}
          </h1>
          {place && <p className="text-body-secondary">{place}</p>}
          {p.fictional && <div className="alert alert-secondary" role="note"><span aria-hidden="true">{settings.fictional_icon} </span>{settings.fictional_warning}</div>}
          <Actions profile={p} />
          <LikePopup profile={p} />
          {p.about && <section className="mt-4"><h2 className="h5">{t('web.profile.fields.about')}</h2><p className="about-text">{p.about}</p></section>}
          <dl className="row mt-3 mb-0">
            {DETAIL_FIELDS.filter((f) => p[f]).map((field) => (
              <div key={field} className="col-6 col-lg-4 mb-2">
                <dt className="small text-body-secondary fw-normal">{t(`web.profile.fields.${field}`)}</dt>
                <dd className="mb-0">{t(`web.values.${field}.${p[field]}`)}</dd>
              </div>
            ))}
          </dl>
          {p.interests && p.interests.length > 0 && (
            <section className="mt-3">
              <h2 className="h5">{t('web.profile.fields.interests')}</h2>
              <ul className="list-inline mb-0" data-testid="member-interests">
                {sortByLabel(p.interests, (i) => t(`interests.${i}`), i18n.language).map((i) => (
                  <li key={i} className="list-inline-item badge rounded-pill text-bg-light border mb-1">{t(`interests.${i}`)}</li>
                ))}
              </ul>
            </section>
          )}
          {p.abilities.can_block && <div className="mt-4 d-flex flex-wrap gap-3"><BlockAction profile={p} /><ReportAction profile={p} /></div>}
        </div>
      </div>
    </div>
  );
}
