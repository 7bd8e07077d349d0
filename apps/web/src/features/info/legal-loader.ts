// Every legal text of every language as its own chunk; this map itself loads only with the info pages.
const texts = import.meta.glob<string>(['../../../../../packages/shared/legal/*/*.md', '!**/site-entry-warning.md'], { query: '?raw', import: 'default' });
export default texts;
