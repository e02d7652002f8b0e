import Box from '@mui/material/Box';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { formatDate } from '@sanchay/core';
import { type HastLike, readableAsOf } from './chatTable';
import { ChatTable } from './ChatTable';

/** Assistant markdown (react-markdown + remark-gfm); tables through ChatTable (pinned names, phone layouts). */
export function ChatMarkdown({ text }: { text: string }) {
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
        '& .table-scroll': { overflowX: 'auto', my: 1.5, border: `1px solid ${theme.palette.divider}`, borderRadius: 1 },
        '& table': { borderCollapse: 'collapse', width: '100%', fontSize: 13.5, fontVariantNumeric: 'tabular-nums' },
        '& th, & td': { px: 1.25, py: 0.75, borderBottom: `1px solid ${theme.palette.divider}`, whiteSpace: 'nowrap', textAlign: 'left' },
        // Headers wrap ("Return on equity" never clips to "Return o…"); figures stay on one line.
        '& th': { bgcolor: theme.palette.mode === 'dark' ? 'grey.900' : 'grey.100', fontWeight: 600, position: 'sticky', top: 0, whiteSpace: 'normal', wordBreak: 'normal', overflowWrap: 'normal', verticalAlign: 'bottom' },
        '& tbody th': { verticalAlign: 'middle' },
        '& td[style*="right"], & th[style*="right"]': { textAlign: 'right' },
        '& tbody tr:nth-of-type(even)': { bgcolor: 'action.hover' },
        '& tbody tr:last-of-type td': { borderBottom: 0 },
        '& em': { color: 'text.secondary' },
      })}
    >
      <Markdown
        remarkPlugins={[remarkGfm]}
        components={{
          table: ({ node, ...props }) =>
            node ? (
              <ChatTable node={node as HastLike} />
            ) : (
              <div className="table-scroll">
                <table {...props} />
              </div>
            ),
          a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
        }}
      >
        {readableAsOf(text, formatDate)}
      </Markdown>
    </Box>
  );
}
