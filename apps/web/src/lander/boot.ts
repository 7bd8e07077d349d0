import type { SiteSettings } from '@app/shared';
import type { LanderData } from '@app/shared/contracts/landers';
import type { TextTree } from './texts';

/** What the server writes into a lander page (apps/server/src/modules/landers/lander-page.ts). */
export interface LanderBoot {
  settings: SiteSettings;
  lander: LanderData;
  texts: TextTree;
  /** The site-entry warning in Markdown, placeholders filled in. */
  entry_warning: string;
}

export function readBoot(): LanderBoot | null {
  const element = document.getElementById('app-boot');
  try {
    return element?.textContent ? JSON.parse(element.textContent) as LanderBoot : null;
  } catch {
    return null;
  }
}
