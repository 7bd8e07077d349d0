import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './markdown';

describe('legal text markdown', () => {
  it('reads titles, sections, paragraphs, lists, bold and links', () => {
    const blocks = parseMarkdown('# Title\n\n## Section\nLine one\nline two **bold** [terms](/pages/terms).\n\n- a\n- b\n\n1. one\n2. two');
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, text: 'Title' },
      { kind: 'heading', level: 2, text: 'Section' },
      { kind: 'paragraph', inlines: [{ kind: 'text', text: 'Line one line two ' }, { kind: 'bold', text: 'bold' }, { kind: 'text', text: ' ' }, { kind: 'link', text: 'terms', href: '/pages/terms' }, { kind: 'text', text: '.' }] },
      { kind: 'list', ordered: false, items: [[{ kind: 'text', text: 'a' }], [{ kind: 'text', text: 'b' }]] },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'one' }], [{ kind: 'text', text: 'two' }]] },
    ]);
  });

  it('turns unsafe link targets into plain text', () => {
    expect(parseMarkdown('[x](javascript:evil) [y](//evil.example) [z](mailto:a@b.nl)')[0]).toEqual({
      kind: 'paragraph',
      inlines: [{ kind: 'text', text: 'x' }, { kind: 'text', text: ' ' }, { kind: 'text', text: 'y' }, { kind: 'text', text: ' ' }, { kind: 'link', text: 'z', href: 'mailto:a@b.nl' }],
    });
  });
});
