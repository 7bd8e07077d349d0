/** The game's own icons (kept out of the shared icon set, which is in the first page's code). */
export const PASS_ICON = 'M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3 1.4 1.4Z';
export const LIKE_ICON = 'M12 21s-7.5-4.6-9.6-9.2C.8 8.3 2.9 4 6.9 4c2.1 0 3.6 1.1 5.1 2.9C13.5 5.1 15 4 17.1 4c4 0 6.1 4.3 4.5 7.8C19.5 16.4 12 21 12 21Z';
