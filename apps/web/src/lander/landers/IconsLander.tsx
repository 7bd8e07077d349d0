import { profileAttributes, useLander } from '../context';
import { CtaBlock, Intro, Photo } from '../parts';

/** 24-px line icons of the features (inline: no icon font or file to fetch). */
const ICONS = {
  chat: 'M4 5h16v11H9l-5 4z',
  likes: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  swipe: 'M7 4h10v16H7zM3 7v10M21 7v10',
  privacy: 'M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6z',
} as const;

/** What the site offers, as icons, with a row of the audience's faces. */
export function IconsLander() {
  const { t, data, who, settings } = useLander();
  const faces = data.profiles.slice(0, 7);
  return (
    <div className="l-wrap">
      <Intro lander="iconslanding" className="l-center" />
      <section aria-labelledby="faces-title" className="l-center">
        <h2 id="faces-title" className="l-small-title">{t('landers.iconslanding.faces', { who, site_name: settings.name })}</h2>
        <ul className="l-faces">
          {faces.map((p) => (
            <li key={p.id} {...profileAttributes(p)}>
              <Photo profile={p} size="thumb" className="l-avatar l-avatar-lg" />
              <span className="l-face-name">{p.name}{p.fictional && <span title={settings.fictional_warning}> {settings.fictional_icon}<span className="l-sr">{settings.fictional_singular}</span></span>}</span>
            </li>
          ))}
        </ul>
      </section>
      <ul className="l-features">
        {(Object.keys(ICONS) as Array<keyof typeof ICONS>).map((key) => (
          <li key={key}>
            <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" className="l-icon"><path d={ICONS[key]} /></svg>
            <h2>{t(`landers.iconslanding.${key}.title`)}</h2>
            <p>{t(`landers.iconslanding.${key}.text`, { site_name: settings.name })}</p>
          </li>
        ))}
      </ul>
      <CtaBlock />
    </div>
  );
}
