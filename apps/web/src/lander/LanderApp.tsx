import { useMemo, type ComponentType } from 'react';
import { landerMainImage, type LanderName } from '@app/shared/rules/landers';
import type { LanderBoot } from './boot';
import { LanderContext, type LanderContextValue } from './context';
import { EntryWarning } from './EntryWarning';
import { createTranslate } from './texts';
import { AloneTonight } from './landers/AloneTonight';
import { Collage } from './landers/Collage';
import { Gallery } from './landers/Gallery';
import { IconsLander } from './landers/IconsLander';
import { MapLander } from './landers/MapLander';
import { SocialNetwork } from './landers/SocialNetwork';
import { TransitionsVideo } from './landers/TransitionsVideo';
import { VideoLander } from './landers/VideoLander';
import { TinderSwipe } from './landers/TinderSwipe';
import { MemberLanding } from './landers/MemberLanding';
import { MemberLanding2 } from './landers/MemberLanding2';
import { MemberLanding3 } from './landers/MemberLanding3';

const PAGES: Record<LanderName, ComponentType> = {
  alonetonight: AloneTonight, collagelanding: Collage, gallery: Gallery, iconslanding: IconsLander, maplanding: MapLander,
  socialnetwork: SocialNetwork, transitionsvideolanding: TransitionsVideo, video: VideoLander, tinderswipe: TinderSwipe,
  landing: MemberLanding, landing2: MemberLanding2, landing3: MemberLanding3,
};

const FOOTER_LINKS = [
  ['terms', '/pages/terms'], ['privacy', '/pages/privacy'], ['cookies', '/pages/cookies'], ['complaints', '/complaints'], ['faq', '/pages/faq'],
] as const;

/** Spec 2's lander layout: a simple top bar with the site's logo, the page, a small footer with the legal links. */
const loadPage = (path: string) => window.location.assign(path);

export function LanderApp({ boot, navigate = loadPage }: { boot: LanderBoot; navigate?: (path: string) => void }) {
  const value = useMemo<LanderContextValue>(() => {
    const t = createTranslate(boot.texts);
    return {
      t, settings: boot.settings, data: boot.lander, mainImage: landerMainImage(boot.lander), entryWarning: boot.entry_warning, navigate,
      who: t(`landers.audience.${boot.lander.audience}.who`),
    };
  }, [boot, navigate]);
  const { t, settings, data } = value;
  const Page = PAGES[data.lander];
  return (
    <LanderContext.Provider value={value}>
      <a className="l-skip" href="#main">{t('nav.skip')}</a>
      <header className="l-bar">
        <a className="l-logo" href="/"><span className="l-mark" aria-hidden="true">{settings.name.charAt(0).toUpperCase()}</span>{settings.name}</a>
      </header>
      <main id="main" className={`l-main l-${data.lander}`} data-lander={data.lander} data-audience={data.audience}>
        <Page />
      </main>
      <footer className="l-foot">
        <p><span aria-hidden="true">{settings.fictional_icon} </span>{t('footer.fictional', { fictional_icon: settings.fictional_icon })}</p>
        <nav aria-label={t('footer.nav')}>
          {FOOTER_LINKS.map(([key, href]) => <a key={key} href={href}>{t(`footer.links.${key}`)}</a>)}
        </nav>
      </footer>
      <EntryWarning />
    </LanderContext.Provider>
  );
}
