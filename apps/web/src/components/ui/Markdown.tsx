import { Link } from 'react-router';
import { parseMarkdown, type Inline } from './markdown';

function Inlines({ inlines }: { inlines: Inline[] }) {
  return inlines.map((inline, i) => {
    if (inline.kind === 'bold') return <strong key={i}>{inline.text}</strong>;
    if (inline.kind === 'link') {
      return inline.href.startsWith('/') ? <Link key={i} to={inline.href}>{inline.text}</Link> : <a key={i} href={inline.href}>{inline.text}</a>;
    }
    return inline.text;
  });
}

/** Renders the legal texts' Markdown subset; headings shift by `headingOffset` when embedded under another title. */
export function Markdown({ source, headingOffset = 0 }: { source: string; headingOffset?: number }) {
  return parseMarkdown(source).map((block, i) => {
    if (block.kind === 'heading') {
      const level = Math.min(block.level + headingOffset, 6);
      const Tag = `h${level}` as 'h1';
      return <Tag key={i}>{block.text}</Tag>;
    }
    if (block.kind === 'paragraph') return <p key={i}><Inlines inlines={block.inlines} /></p>;
    const List = block.ordered ? 'ol' : 'ul';
    return <List key={i}>{block.items.map((item, j) => <li key={j}><Inlines inlines={item} /></li>)}</List>;
  });
}
