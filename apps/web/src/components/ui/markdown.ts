/**
 * The small Markdown subset of the legal texts (see packages/shared/legal/README.md), parsed into blocks
 * that React renders as text: no HTML is ever injected, so a setting with markup in it stays plain text.
 */
export type Inline = { kind: 'text'; text: string } | { kind: 'bold'; text: string } | { kind: 'link'; text: string; href: string };
export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; inlines: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

export function parseInlines(line: string): Inline[] {
  const inlines: Inline[] = [];
  const pattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const match of line.matchAll(pattern)) {
    if (match.index > last) inlines.push({ kind: 'text', text: line.slice(last, match.index) });
    if (match[1] !== undefined) inlines.push({ kind: 'bold', text: match[1] });
    else if (isSafeHref(match[3]!)) inlines.push({ kind: 'link', text: match[2]!, href: match[3]! });
    else inlines.push({ kind: 'text', text: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < line.length) inlines.push({ kind: 'text', text: line.slice(last) });
  return inlines;
}

/** Only the site's own paths and mail links: a filled-in placeholder can never become a javascript: link. */
export const isSafeHref = (href: string) => /^\/(?!\/)/.test(href) || /^mailto:[^\s<>"]+$/.test(href);

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: Inline[][] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', inlines: parseInlines(paragraph.join(' ')) });
    if (list) blocks.push({ kind: 'list', ...list });
    paragraph = [];
    list = null;
  };
  for (const raw of source.replace(/\r\n/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const bullet = /^-\s+(.*)$/.exec(line);
    const numbered = /^\d+\.\s+(.*)$/.exec(line);
    if (!line) flush();
    else if (heading) { flush(); blocks.push({ kind: 'heading', level: heading[1]!.length as 1 | 2 | 3, text: heading[2]! }); }
    else if (bullet || numbered) {
      const ordered = Boolean(numbered);
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(parseInlines((bullet ?? numbered)![1]!));
    } else if (list) {
      // A wrapped line continues the last list item.
      const items = (list as { items: Inline[][] }).items;
      items[items.length - 1]!.push({ kind: 'text', text: ` ${line}` });
    } else paragraph.push(line);
  }
  flush();
  return blocks;
}
