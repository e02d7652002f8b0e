import Box from '@mui/material/Box';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';

/** Assistant markdown (react-markdown + remark-gfm): tables scroll sideways, with borders and zebra rows. */
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
        '& th': { bgcolor: theme.palette.mode === 'dark' ? 'grey.900' : 'grey.100', fontWeight: 600, position: 'sticky', top: 0 },
        '& td[style*="right"], & th[style*="right"]': { textAlign: 'right' },
        '& tbody tr:nth-of-type(even)': { bgcolor: 'action.hover' },
        '& tbody tr:last-of-type td': { borderBottom: 0 },
        '& em': { color: 'text.secondary' },
      })}
    >
      <Markdown
        remarkPlugins={[remarkGfm]}
        components={{
          table: ({ node: _node, ...props }) => (
            <div className="table-scroll">
              <table {...props} />
            </div>
          ),
          a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
        }}
      >
        {text}
      </Markdown>
    </Box>
  );
}
