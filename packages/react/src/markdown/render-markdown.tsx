import { Fragment } from 'react';
import type { ReactNode } from 'react';

/** `code`, **bold**, __bold__, *italic*, _italic_ (underscores only at word edges, so snake_case stays as it is). */
const INLINE = /`([^`\n]+)`|\*\*([^*\n]+?)\*\*|(?<!\w)__([^_\n]+?)__(?!\w)|\*([^*\s][^*\n]*?)\*|(?<!\w)_([^_\s][^_\n]*?)_(?!\w)/g;

function renderInline(text: string, keyPrefix: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index;
    if (index > last) {
      nodes.push(text.slice(last, index));
    }
    const key = `${keyPrefix}.${nodes.length}`;
    const [, code, bold, underscoreBold, italic, underscoreItalic] = match;
    if (code !== undefined) {
      nodes.push(<code key={key}>{code}</code>);
    } else if (bold !== undefined || underscoreBold !== undefined) {
      nodes.push(<strong key={key}>{renderInline(bold ?? underscoreBold ?? '', key)}</strong>);
    } else {
      nodes.push(<em key={key}>{renderInline(italic ?? underscoreItalic ?? '', key)}</em>);
    }
    last = index + match[0].length;
  }
  if (last < text.length) {
    nodes.push(text.slice(last));
  }
  return nodes;
}

/**
 * Renders message text with a safe minimal markdown (bold, italics, inline code, line breaks) as React elements.
 * Everything else, HTML included, stays literal text: nothing is ever parsed as HTML.
 */
export function renderMarkdown(text: string): ReactNode {
  const lines = text.split(/\r?\n/);
  return lines.map((line, index) => (
    <Fragment key={index}>
      {index > 0 ? <br /> : null}
      {renderInline(line, String(index))}
    </Fragment>
  ));
}
