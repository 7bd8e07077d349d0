import { profileAttributes, SIGNUP_PATH, useLander } from '../context';
import { Cta, FictionalBadge, Intro, Photo } from '../parts';

/** A photo collage: tiles of different sizes around the call to action. */
export function Collage() {
  const { data } = useLander();
  const tiles = data.profiles.slice(0, 9);
  return (
    <div className="l-wrap">
      <Intro lander="collagelanding" className="l-center" />
      <ul className="l-collage">
        {tiles.map((p, i) => (
          <li key={p.id} className={`l-tile l-tile-${i}`} {...profileAttributes(p)}>
            <a href={SIGNUP_PATH}>
              <Photo profile={p} size="thumb" lazy={i > 4} />
              <span className="l-tile-name">{p.name}, {p.age}{p.fictional && <> <FictionalBadge /></>}</span>
            </a>
          </li>
        ))}
      </ul>
      <div className="l-center"><Cta className="l-btn-lg" /></div>
    </div>
  );
}
