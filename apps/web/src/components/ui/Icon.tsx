/** Inline SVG icons (no icon font download); decorative, so hidden from assistive technology. */
const PATHS = {
  search: 'M10.5 3a7.5 7.5 0 0 1 5.96 12.05l4.24 4.25-1.41 1.41-4.25-4.24A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z',
  chat: 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Zm0 2v11.17L7.17 14H20V6H4Z',
  heart: 'M12 21s-7.5-4.6-9.6-9.2C.8 8.3 2.9 4 6.9 4c2.1 0 3.6 1.1 5.1 2.9C13.5 5.1 15 4 17.1 4c4 0 6.1 4.3 4.5 7.8C19.5 16.4 12 21 12 21Z',
  coins: 'M12 3c4.4 0 8 1.6 8 3.5v11c0 1.9-3.6 3.5-8 3.5s-8-1.6-8-3.5v-11C4 4.6 7.6 3 12 3Zm6 11.7c-1.4.8-3.6 1.3-6 1.3s-4.6-.5-6-1.3v2.8c.3.5 2.5 1.5 6 1.5s5.7-1 6-1.5v-2.8Zm0-5c-1.4.8-3.6 1.3-6 1.3s-4.6-.5-6-1.3v2.8c.3.5 2.5 1.5 6 1.5s5.7-1 6-1.5V9.7ZM12 5C8.5 5 6.3 6 6 6.5 6.3 7 8.5 8 12 8s5.7-1 6-1.5C17.7 6 15.5 5 12 5Z',
  star: 'm12 2 3 6.6 7.2.8-5.4 4.9 1.5 7.1L12 17.8 5.7 21.4l1.5-7.1L1.8 9.4 9 8.6 12 2Z',
  globe: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm0 2c-.9 0-2.3 1.9-2.8 5h5.6C14.3 5.9 12.9 4 12 4Zm-4.8 5c.2-1.8.7-3.4 1.4-4.5A8 8 0 0 0 4.3 9h2.9Zm9.6 0h2.9a8 8 0 0 0-4.3-4.5c.7 1.1 1.2 2.7 1.4 4.5ZM4.3 15h2.9a16 16 0 0 1 0-4H4.1a8 8 0 0 0 .2 4Zm4.9 0h5.6a14 14 0 0 0 0-4H9.2a14 14 0 0 0 0 4Zm7.6 0h2.9a8 8 0 0 0 .2-4h-3.1a16 16 0 0 1 0 4ZM12 20c.9 0 2.3-1.9 2.8-3H9.2c.5 1.1 1.9 3 2.8 3Zm-3.4-.5c-.5-.7-.9-1.6-1.2-2.5H5.3a8 8 0 0 0 3.3 2.5Zm6.8 0a8 8 0 0 0 3.3-2.5h-2.1c-.3.9-.7 1.8-1.2 2.5Z',
  back: 'M15.4 4.6 8 12l7.4 7.4-1.4 1.4L5.2 12 14 3.2l1.4 1.4Z',
  shield: 'M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3Zm0 2.2 6 2.2V11c0 3.9-2.5 7.6-6 8.9-3.5-1.3-6-5-6-8.9V6.4l6-2.2Z',
  user: 'M12 12a5 5 0 1 1 0-10 5 5 0 0 1 0 10Zm0 2c5 0 9 2.5 9 6v2H3v-2c0-3.5 4-6 9-6Z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className = 'topbar-icon' }: { name: IconName; className?: string }) {
  return <PathIcon d={PATHS[name]} className={className} />;
}

/** An icon from a path of its own: features keep icons only they use out of the first page's code. */
export function PathIcon({ d, className = 'topbar-icon' }: { d: string; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}
