import { Card } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/use-translation';
import type { FictionalProfile } from '@app/shared/contracts/console/queue';
import { NotesBox } from './NotesBox';
import { PhotoStrip, ProfileFields } from './ProfileFields';

/** The fictional profile the operator writes as: every field, its photos and its background notes. */
export function FictionalPanel({ profile }: { profile: FictionalProfile }) {
  const { t } = useTranslation();
  return (
    <Card className="h-100">
      <Card.Body>
        <Card.Title as="h2" className="h6">{t('console.queue.fictional_title', { name: profile.name })}</Card.Title>
        <PhotoStrip photos={profile.photos} label={profile.name} />
        <ProfileFields fields={[
          ['age', profile.age], ['gender', profile.gender], ['sexuality', profile.sexuality],
          ['place', [profile.city, profile.region_name ?? profile.region, profile.country].filter(Boolean).join(', ')],
          ['hair_color', profile.hair_color], ['eye_color', profile.eye_color], ['body_type', profile.body_type],
          ['relationship_status', profile.relationship_status], ['tattoos', profile.tattoos], ['reason', profile.reason],
          ['about', profile.about], ['interests', profile.interests],
        ]} />
        <NotesBox profile={profile.profile_id} initial={profile.notes} title={t('console.queue.fictional_notes')} />
      </Card.Body>
    </Card>
  );
}
