import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { formatDate, questionOfHref } from '@sanchay/core';
import Markdown, { defaultUrlTransform } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { type HastLike, readableAsOf } from './chatTable';
import { ChatTable } from './ChatTable';

interface ChatMarkdownProps {
  text: string;
  /** Clarification choices ("#ask:" links) become chips that ask their question; without it they stay links. */
  onAsk?: (question: string) => void;
  /** The first line is the engine's restatement of the question: shown as a caption line. */
  restatedFirst?: boolean;
}

/**
 * Assistant markdown (react-markdown + remark-gfm): tables through ChatTable (pinned names, phone layouts); the
 * restated question on top; clarification choices as chips.
 */
export function ChatMarkdown({ text, onAsk, restatedFirst }: ChatMarkdownProps) {
  return (
    <Box
      className="chat-markdown"
      sx={(theme) => ({
        fontSize: 15,
        lineHeight: 1.6,
        wordBreak: 'break-word',
        '& p': { my: 1 },
        '& p:first-of-type': { mt: 0 },
        '& ul, & ol': { pl: 3, my: 1 },
        '& code': { fontFamily: 'ui-monospace, monospace', fontSize: 13, px: 0.5, borderRadius: 0.5, bgcolor: 'action.hover' },
        '& a': { color: 'primary.main' },
        '& .table-frame': { position: 'relative', my: 1.5 },
        '& .table-scroll': { overflowX: 'auto', border: `1px solid ${theme.palette.divider}`, borderRadius: 1 },
        '& table': { borderCollapse: 'collapse', width: '100%', fontSize: 13.5, fontVariantNumeric: 'tabular-nums' },
        '& th, & td': { px: 1.25, py: 0.75, borderBottom: `1px solid ${theme.palette.divider}`, whiteSpace: 'nowrap', textAlign: 'left' },
        // Column headers wrap between their label and their unit, each kept whole ("Market cap" over "(₹ Cr)", never
        // "(₹" over "Cr)" or "P/" over "E"); a table wider than its box scrolls, its edge saying so. A row's label (a
        // phone's comparison) may wrap between its words. Figures stay on one line.
        '& th': { bgcolor: theme.palette.mode === 'dark' ? 'grey.900' : 'grey.100', fontWeight: 600, position: 'sticky', top: 0, whiteSpace: 'normal', wordBreak: 'normal', overflowWrap: 'normal', verticalAlign: 'bottom' },
        '& tbody th': { verticalAlign: 'middle' },
        '& thead th .head-label, & th .head-unit': { whiteSpace: 'nowrap' },
        '& td[style*="right"], & th[style*="right"], & td.num, & th.num': { textAlign: 'right' },
        '& td.name, & th.name': { whiteSpace: 'normal' },
        '& tbody tr:nth-of-type(even)': { bgcolor: 'action.hover' },
        '& tbody tr:last-of-type td': { borderBottom: 0 },
        '& em': { color: 'text.secondary' },
        '& .restated': { color: 'text.secondary', fontWeight: 600, fontSize: 14 },
        '& li:has(> .clarify-choice)': { listStyle: 'none', display: 'inline-block', mr: 1, mb: 1 },
        '& ul:has(> li > .clarify-choice)': { pl: 0 },
      })}
    >
      <Markdown
        remarkPlugins={[remarkGfm]}
        urlTransform={(url) => (questionOfHref(url) !== null ? url : defaultUrlTransform(url))}
        components={{
          p: ({ node, ...props }) =>
            restatedFirst && node?.position?.start.line === 1 ? <p className="restated" data-testid="restated" {...props} /> : <p {...props} />,
          table: ({ node, ...props }) =>
            node ? (
              <ChatTable node={node as HastLike} />
            ) : (
              <div className="table-frame">
                <div className="table-scroll">
                  <table {...props} />
                </div>
              </div>
            ),
          a: ({ node: _node, href, children, ...props }) => {
            const question = questionOfHref(href);
            if (question !== null && onAsk) {
              return <Chip className="clarify-choice" label={children} clickable color="primary" variant="outlined" onClick={() => onAsk(question)} data-testid="clarify-choice" />;
            }
            return <a href={href} {...props} target="_blank" rel="noopener noreferrer">{children}</a>;
          },
        }}
      >
        {readableAsOf(text, formatDate)}
      </Markdown>
    </Box>
  );
}
