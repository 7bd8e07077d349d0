import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { SiteSettings } from '@app/shared';

/*
 * The web app proper (routes, layouts, twelve languages) is the next milestone. Until then this shell
 * shows which site the Host header selected, using only the site's own settings (no hard-coded text).
 */
function SiteShell() {
  const [settings, setSettings] = useState<SiteSettings | null>(null);
  useEffect(() => {
    fetch('/api/settings.php').then((r) => r.json()).then((s: SiteSettings) => {
      setSettings(s);
      document.title = s.index_title;
      document.documentElement.lang = s.domain_language;
    }).catch(() => setSettings(null));
  }, []);
  if (!settings) return null;
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '4rem auto', padding: '0 1rem' }}>
      <h1 style={{ color: '#d62839' }}>{settings.name}</h1>
      <p>{settings.description}</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<StrictMode><SiteShell /></StrictMode>);
