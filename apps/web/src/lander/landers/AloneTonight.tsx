import { profileAttributes, useLander } from '../context';
import { Cta, CtaBlock, FictionalBadge, Intro, OnlineDot, Photo, placeOf } from '../parts';

/** Who is around tonight: a night-time hero with the nearest profile, and the others nearby as a list. */
export function AloneTonight() {
  const { t, data } = useLander();
  const [first, ...rest] = data.profiles;
  return (
    <div className="l-night">
      <section className="l-hero">
        {first && (
          <figure className="l-hero-photo" {...profileAttributes(first)}>
            <Photo profile={first} size="full" />
            <figcaption>{first.name}, {first.age}{first.fictional && <> <FictionalBadge withText /></>}<br /><small>{placeOf(first)}</small></figcaption>
          </figure>
        )}
        <div className="l-hero-text">
          <Intro lander="alonetonight" />
          <Cta className="l-btn-lg" />
        </div>
      </section>
      <section className="l-wrap" aria-labelledby="tonight-list">
        <h2 id="tonight-list">{t('landers.alonetonight.list')}</h2>
        <ul className="l-rows">
          {rest.map((p) => (
            <li key={p.id} className="l-row" {...profileAttributes(p)}>
              <Photo profile={p} size="thumb" lazy className="l-avatar" />
              <span className="l-row-text">
                <span className="l-name">{p.name}, {p.age} <OnlineDot profile={p} />{p.fictional && <FictionalBadge />}</span>
                <span className="l-place">{placeOf(p)}</span>
              </span>
              <Cta className="l-btn-sm">{t('landers.alonetonight.hello')}</Cta>
            </li>
          ))}
        </ul>
        <CtaBlock />
      </section>
    </div>
  );
}
