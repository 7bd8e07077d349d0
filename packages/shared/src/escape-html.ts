/** Text for HTML (element content and quoted attributes): the five characters that could break out are escaped. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
