import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './lander.scss';
import { startTracking } from '../lib/tracking';
import { readBoot } from './boot';
import { LanderApp } from './LanderApp';

// A lander is a page of its own: the server wrote everything it shows into it, so it renders at once, without a call.
startTracking();
const boot = readBoot();
const root = document.getElementById('root')!;
if (boot) {
  createRoot(root).render(<StrictMode><LanderApp boot={boot} /></StrictMode>);
} else {
  // Only the dev server serves the page without its data: the lander cannot show anything but the way in.
  root.innerHTML = '<p style="padding:2rem"><a href="/signup">/signup</a></p>';
}
