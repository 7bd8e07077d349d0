import { useLander } from '../context';
import { CtaBlock, Intro, ProfileGrid } from '../parts';

/** A grid of the audience's profiles, nearest first. */
export function Gallery() {
  const { data } = useLander();
  return (
    <div className="l-wrap">
      <Intro lander="gallery" />
      <ProfileGrid profiles={data.profiles} lazy />
      <CtaBlock />
    </div>
  );
}
