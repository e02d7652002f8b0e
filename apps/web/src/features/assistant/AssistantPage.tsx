import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { CHAT_MESSAGES, CHAT_SIDEBAR_WIDTH, CHAT_SNACKBAR_MS, CHAT_TEXT, LAYOUT } from '@sanchay/core';
import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../auth';
import { useMarket } from '../market';
import {
  type ChatHistoryEntry,
  type ChatMessage,
  shareChat,
  unshareChat,
  useChatHistory,
  useChatKeywords,
  useDeleteChat,
  useRenameChat,
  useSaveReport,
  useUnsaveReport,
} from './api';
import { ChatInput } from './ChatInput';
import { ChatSidebar } from './ChatSidebar';
import { DatasetsPanel } from './DatasetsPanel';
import { HowToQueryPanel } from './HowToQueryPanel';
import { MessageList } from './MessageList';
import { useChatSession } from './useChatSession';
import { useSnack } from './useSnack';

// Drawn later than the first screen (a folded panel, closed dialogs): their code loads beside the page, not before it.
const SavedPromptsPanel = lazy(() => import('./SavedPromptsPanel').then((module) => ({ default: module.SavedPromptsPanel })));
const ConfirmDialog = lazy(() => import('./ChatDialogs').then((module) => ({ default: module.ConfirmDialog })));
const SearchChatsDialog = lazy(() => import('./ChatDialogs').then((module) => ({ default: module.SearchChatsDialog })));
const TextPromptDialog = lazy(() => import('./ChatDialogs').then((module) => ({ default: module.TextPromptDialog })));

const COLLAPSED_WIDTH = 56;

/** Example questions offered on an empty chat; each answers from the product's own tables. */
const EXAMPLES = [
  'Top 10 companies by market capitalization',
  'Return on equity > 20 AND Debt to equity < 0.5 sort by Market Capitalization desc limit 10',
  'IT companies with ROCE above 25%',
];

/** The research assistant (spec 000 sections 2, 4 and 5). */
export default function AssistantPage() {
  const { isAuthenticated } = useAuth();
  const { market } = useMarket();
  const { snack, show, close } = useSnack();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const scrollDown = useCallback(() => {
    requestAnimationFrame(() => {
      const el = scrollRef.current;
      if (!el) return;
      if (typeof el.scrollTo === 'function') el.scrollTo({ top: el.scrollHeight, behavior: 'smooth' });
      else el.scrollTop = el.scrollHeight;
    });
  }, []);
  const session = useChatSession(show, scrollDown, market);
  const history = useChatHistory(isAuthenticated);
  const keywords = useChatKeywords(isAuthenticated);
  const saveReport = useSaveReport();
  const unsaveReport = useUnsaveReport();
  const renameChat = useRenameChat();
  const deleteChat = useDeleteChat();

  const [collapsed, setCollapsed] = useState(false);
  const [inserted, setInserted] = useState<{ text: string; key: number } | null>(null);
  const [mobileSidebar, setMobileSidebar] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [renaming, setRenaming] = useState<ChatHistoryEntry | null>(null);
  const [deleting, setDeleting] = useState<ChatHistoryEntry | null>(null);
  const [savingReport, setSavingReport] = useState<ChatMessage | null>(null);
  const [removingReport, setRemovingReport] = useState<ChatMessage | null>(null);

  const chats = history.data ?? [];
  const active = chats.find((c) => c.id === session.sessionId);
  const chatTitle = session.stored
    ? (active?.title ?? session.messages[0]?.content ?? CHAT_TEXT.newChat)
    : CHAT_TEXT.newChat;
  const inputDisabled = session.loading || !isAuthenticated;

  const openChat = (id: string) => {
    setMobileSidebar(false);
    void session.openChat(id).then(scrollDown);
  };
  const newChat = () => {
    setMobileSidebar(false);
    session.startNew();
  };

  const share = async (chatUuid: string) => {
    // Opened synchronously so popup blockers allow it; pointed at the link once the server answers.
    const tab = window.open('about:blank', '_blank');
    try {
      const { url } = await shareChat(chatUuid);
      if (chatUuid === session.sessionId) session.setShared(true);
      if (url.endsWith(chatUuid)) {
        if (tab) {
          tab.opener = null;
          tab.location.href = url;
        } else window.open(url, '_blank', 'noopener');
      } else tab?.close();
      void navigator.clipboard?.writeText(url).catch(() => undefined);
      show('Share link opened in a new tab and copied', 'success');
    } catch {
      tab?.close();
      show(CHAT_MESSAGES.notAuthorized, 'error');
    }
  };

  const stopSharing = async () => {
    if (!session.sessionId) return;
    try {
      await unshareChat(session.sessionId);
      session.setShared(false);
      show('Sharing stopped: the link no longer opens this chat', 'success');
    } catch {
      show(CHAT_MESSAGES.notAuthorized, 'error');
    }
  };

  const sidebar = (isCollapsed: boolean, onToggle?: () => void) => (
    <ChatSidebar
      chats={chats}
      loading={history.isPending && isAuthenticated}
      signedIn={isAuthenticated}
      activeId={session.stored ? session.sessionId : null}
      collapsed={isCollapsed}
      onToggleCollapse={onToggle}
      onSearch={() => setSearchOpen(true)}
      onNewChat={newChat}
      onOpen={openChat}
      onShare={(chat) => void share(chat.id)}
      onRename={setRenaming}
      onDelete={setDeleting}
    />
  );

  return (
    <Box
      sx={{
        display: 'flex',
        height: `calc(100dvh - ${LAYOUT.headerHeight}px)`,
        bgcolor: 'background.default',
      }}
      data-testid="assistant-page"
    >
      <Box
        component="aside"
        aria-label="Chats"
        sx={{
          display: { xs: 'none', md: 'block' },
          width: collapsed ? COLLAPSED_WIDTH : CHAT_SIDEBAR_WIDTH,
          flexShrink: 0,
          borderRight: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          transition: 'width 150ms',
        }}
      >
        {sidebar(collapsed, () => setCollapsed((c) => !c))}
      </Box>
      <Drawer
        open={mobileSidebar}
        onClose={() => setMobileSidebar(false)}
        sx={{ display: { md: 'none' } }}
        slotProps={{ paper: { sx: { width: Math.min(CHAT_SIDEBAR_WIDTH, 320) } } }}
      >
        {sidebar(false)}
      </Drawer>

      <Box component="section" sx={{ flex: 1, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            gap: 1,
            px: { xs: 1.5, sm: 3 },
            py: 1.25,
            borderBottom: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          <IconButton aria-label="Show chats" onClick={() => setMobileSidebar(true)} sx={{ display: { md: 'none' } }}>
            <MenuOpenIcon />
          </IconButton>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography
              component="h1"
              variant="h6"
              sx={{ fontWeight: 700, lineHeight: 1.25, fontSize: { xs: 15, sm: 20 } }}
              noWrap
            >
              {CHAT_TEXT.header}
            </Typography>
            <Typography variant="body2" color="textSecondary" noWrap data-testid="chat-title">
              {chatTitle}
            </Typography>
          </Box>
          {session.stored && isAuthenticated && session.sessionId && (
            <>
              {session.shared && (
                <Tooltip title="Stop sharing this chat">
                  <IconButton aria-label="Stop sharing" onClick={() => void stopSharing()}>
                    <LinkOffIcon />
                  </IconButton>
                </Tooltip>
              )}
              <Tooltip title="Share a read-only link">
                <IconButton aria-label="Share chat" onClick={() => void share(session.sessionId!)}>
                  <ShareOutlinedIcon />
                </IconButton>
              </Tooltip>
            </>
          )}
        </Stack>

        <Box ref={scrollRef} data-testid="chat-scroll" sx={{ flex: 1, minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain', px: { xs: 1.5, sm: 3 }, py: 2 }}>
          <Box sx={{ maxWidth: 1040, mx: 'auto' }}>
            <Box>
              <Panel title={CHAT_TEXT.datasetsPanel} defaultExpanded={false}>
                <DatasetsPanel onPickField={isAuthenticated ? (field) => setInserted({ text: field.replace(/_/g, ' '), key: Date.now() }) : undefined} />
              </Panel>
              <Panel title={CHAT_TEXT.howToQueryPanel}>
                <HowToQueryPanel />
              </Panel>
              <Panel title={CHAT_TEXT.savedPromptsPanel}>
                <Suspense fallback={null}>
                  <SavedPromptsPanel showSnack={show} />
                </Suspense>
              </Panel>
            </Box>

            <Box sx={{ mt: 2 }}>
              {!isAuthenticated && (
                <Alert
                  severity="info"
                  action={
                    <Button component={RouterLink} to="/login?redirect=/assistant" color="inherit" size="small">
                      Sign in
                    </Button>
                  }
                >
                  {CHAT_MESSAGES.signInNeeded}: {CHAT_TEXT.signInToAsk}
                </Alert>
              )}
              {isAuthenticated && session.messages.length === 0 && !session.opening && (
                <Box sx={{ textAlign: 'center', py: { xs: 3, sm: 5 } }}>
                  <Typography variant="h6" sx={{ mb: 0.5 }}>
                    Ask about Indian listed companies
                  </Typography>
                  <Typography color="textSecondary" sx={{ mb: 2 }}>
                    Screens, statements, ratios, shareholding and price history, answered from Sanchay's own data.
                  </Typography>
                  <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={1}
                    useFlexGap
                    sx={{ justifyContent: 'center', flexWrap: 'wrap' }}
                  >
                    {EXAMPLES.map((example) => (
                      <Button
                        key={example}
                        variant="outlined"
                        size="small"
                        onClick={() => void session.send(example)}
                        sx={{ textTransform: 'none' }}
                        data-testid="example-question"
                      >
                        {example}
                      </Button>
                    ))}
                  </Stack>
                </Box>
              )}
              <MessageList
                messages={session.messages}
                loading={session.loading}
                onSaveReport={setSavingReport}
                onRemoveReport={setRemovingReport}
                onAsk={inputDisabled ? undefined : session.send}
              />
            </Box>
          </Box>
        </Box>

        <Box
          sx={{
            px: { xs: 1.5, sm: 3 },
            pt: 1,
            pb: 0.5,
            borderTop: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          <Box sx={{ maxWidth: 1040, mx: 'auto' }}>
            <ChatInput disabled={inputDisabled} keywords={keywords.data ?? []} onSend={session.send} inserted={inserted} />
          </Box>
        </Box>
      </Box>

      <Suspense fallback={null}>
        <SearchChatsDialog open={searchOpen} chats={chats} onClose={() => setSearchOpen(false)} onOpen={openChat} />
        <TextPromptDialog
          open={renaming !== null}
          title={CHAT_TEXT.rename}
          label={CHAT_TEXT.renameTitle}
          initial={renaming?.title ?? ''}
          onClose={() => setRenaming(null)}
          onSubmit={(title) => {
            const chat = renaming!;
            setRenaming(null);
            renameChat.mutate(
              { chatUuid: chat.id, title },
              {
                onSuccess: () => show(CHAT_MESSAGES.renamed, 'success'),
                onError: () => show(CHAT_MESSAGES.notAuthorized, 'error'),
              },
            );
          }}
        />
        <ConfirmDialog
          open={deleting !== null}
          title="Delete chat"
          text={`"${deleting?.title ?? ''}" and its saved reports will be deleted.`}
          okLabel={CHAT_TEXT.delete}
          onClose={() => setDeleting(null)}
          onConfirm={() => {
            const chat = deleting!;
            setDeleting(null);
            deleteChat.mutate(
              { chatUuid: chat.id },
              {
                onSuccess: () => {
                  if (chat.id === session.sessionId) session.startNew();
                  show(CHAT_MESSAGES.chatDeleted, 'success');
                },
                onError: () => show(CHAT_MESSAGES.couldNotDelete, 'error'),
              },
            );
          }}
        />
        <TextPromptDialog
          open={savingReport !== null}
          title={CHAT_TEXT.savePromptTitle}
          label={CHAT_TEXT.titleLabel}
          initial={chatTitle === CHAT_TEXT.newChat ? '' : chatTitle.slice(0, 200)}
          onClose={() => setSavingReport(null)}
          onSubmit={(title) => {
            const message = savingReport!;
            setSavingReport(null);
            saveReport.mutate(
              { chatId: message.id!, chatUuid: message.chat_uuid ?? session.sessionId ?? '', title },
              {
                onSuccess: () => {
                  show(CHAT_MESSAGES.savedAsReport, 'success', CHAT_SNACKBAR_MS.save);
                  void session.reload();
                },
                onError: () => show(CHAT_MESSAGES.notAuthorized, 'error'),
              },
            );
          }}
        />
        <ConfirmDialog
          open={removingReport !== null}
          title={CHAT_TEXT.removeReportTitle}
          text={CHAT_TEXT.removeReportConfirm}
          onClose={() => setRemovingReport(null)}
          onConfirm={() => {
            const message = removingReport!;
            setRemovingReport(null);
            unsaveReport.mutate(
              { chatId: message.id!, chatUuid: message.chat_uuid },
              {
                onSuccess: () => {
                  show(CHAT_MESSAGES.removedReport, 'success', CHAT_SNACKBAR_MS.default);
                  void session.reload();
                },
                onError: () => show(CHAT_MESSAGES.notAuthorized, 'error'),
              },
            );
          }}
        />
      </Suspense>
      <Snackbar
        key={snack?.key}
        open={snack !== null}
        autoHideDuration={snack?.durationMs}
        onClose={(_e, reason) => reason !== 'clickaway' && close()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {snack ? (
          <Alert severity={snack.severity} variant="filled" onClose={close} sx={{ width: '100%' }}>
            {snack.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </Box>
  );
}

function Panel({
  title,
  children,
  defaultExpanded = false,
}: {
  title: string;
  children: ReactNode;
  defaultExpanded?: boolean;
}) {
  return (
    <Accordion
      defaultExpanded={defaultExpanded}
      disableGutters
      variant="outlined"
      // The page's headings go h1 then h2: the accordion's own h3 would skip a level. A panel's content is drawn
      // the first time it opens (and kept), not with the page: folded, the three panels were most of its first render.
      slotProps={{ heading: { component: 'h2' }, transition: { mountOnEnter: true } }}
      sx={{ '&:not(:last-of-type)': { borderBottom: 0 }, '&::before': { display: 'none' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      </AccordionSummary>
      <AccordionDetails>{children}</AccordionDetails>
    </Accordion>
  );
}
