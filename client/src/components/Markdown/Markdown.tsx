import { Typography } from '@mantine/core';
import { Fragment, type ReactNode, useMemo } from 'react';
import { Link } from 'react-router-dom';
import classes from './Markdown.module.css';
import { type Block, type Inline, linkTarget, parseMarkdown, type TableAlign } from './parse-markdown';

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** The tree comes from a fixed text and never reorders, so a node's position is its identity. */
function each<T>(items: readonly T[], render: (item: T) => ReactNode): ReactNode[] {
  // biome-ignore lint/suspicious/noArrayIndexKey: see above
  return items.map((item, index) => <Fragment key={index}>{render(item)}</Fragment>);
}

const inlines = (nodes: readonly Inline[]) => each(nodes, renderInline);

function renderInline(node: Inline): ReactNode {
  switch (node.type) {
    case 'text':
      return node.text;
    case 'code':
      return <code>{node.text}</code>;
    case 'strong':
      return <strong>{inlines(node.children)}</strong>;
    case 'emphasis':
      return <em>{inlines(node.children)}</em>;
    case 'link': {
      const target = linkTarget(node.href);
      if (!target) return <>{inlines(node.children)}</>;
      return target.kind === 'internal' ? (
        <Link to={target.to}>{inlines(node.children)}</Link>
      ) : (
        <a href={target.href}>{inlines(node.children)}</a>
      );
    }
  }
}

const cellStyle = (align: TableAlign | undefined) => (align ? { textAlign: align } : undefined);

function renderBlock(block: Block): ReactNode {
  switch (block.type) {
    case 'heading': {
      // The page's title is its one h1: a `#` in the text is the first level below it.
      const Tag = `h${Math.max(2, block.level)}` as HeadingTag;
      return <Tag>{inlines(block.children)}</Tag>;
    }
    case 'paragraph':
      return <p>{inlines(block.children)}</p>;
    case 'list': {
      const items = each(block.items, (item) => <li>{inlines(item)}</li>);
      return block.ordered ? (
        <ol start={block.start === 1 ? undefined : block.start}>{items}</ol>
      ) : (
        <ul>{items}</ul>
      );
    }
    case 'blockquote':
      return <blockquote>{each(block.children, renderBlock)}</blockquote>;
    case 'table':
      return (
        <table>
          <thead>
            <tr>
              {each(
                block.head.map((cell, k) => ({ cell, align: block.align[k] })),
                ({ cell, align }) => (
                  <th scope="col" style={cellStyle(align)}>
                    {inlines(cell)}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {each(block.rows, (row) => (
              <tr>
                {each(
                  row.map((cell, k) => ({ cell, align: block.align[k] })),
                  ({ cell, align }) => (
                    <td style={cellStyle(align)}>{inlines(cell)}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      );
  }
}

/**
 * Markdown (the subset parse-markdown reads) as React elements with Mantine's typography. Text is
 * only ever text: HTML in the source shows as written, and links lead only to this site's pages or
 * to web, mail and phone addresses.
 */
export function Markdown({ source }: { source: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return <Typography className={classes.markdown}>{each(blocks, renderBlock)}</Typography>;
}
