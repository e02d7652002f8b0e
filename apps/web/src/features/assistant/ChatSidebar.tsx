import AddCommentOutlinedIcon from '@mui/icons-material/AddCommentOutlined';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import SearchIcon from '@mui/icons-material/Search';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { CHAT_TEXT } from '@sanchay/core';
import { useState } from 'react';
import type { ChatHistoryEntry } from './api';

interface ChatSidebarProps {
  chats: ChatHistoryEntry[];
  loading: boolean;
  signedIn: boolean;
  activeId: string | null;
  collapsed: boolean;
  onToggleCollapse?: () => void;
  onSearch: () => void;
  onNewChat: () => void;
  onOpen: (id: string) => void;
  onShare: (chat: ChatHistoryEntry) => void;
  onRename: (chat: ChatHistoryEntry) => void;
  onDelete: (chat: ChatHistoryEntry) => void;
}

/** Collapse, search, new chat and the history; hovering a chat shows its menu (Share, Rename, Delete). */
export function ChatSidebar(props: ChatSidebarProps) {
  const { chats, loading, signedIn, activeId, collapsed } = props;
  const [menu, setMenu] = useState<{ anchor: HTMLElement; chat: ChatHistoryEntry } | null>(null);
  const act = (fn: (chat: ChatHistoryEntry) => void) => () => {
    if (menu) fn(menu.chat);
    setMenu(null);
  };
  const tools = (
    <>
      <Tooltip title={CHAT_TEXT.searchChats} placement="right">
        <IconButton aria-label={CHAT_TEXT.searchChats} onClick={props.onSearch} disabled={!signedIn}>
          <SearchIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={CHAT_TEXT.newChat} placement="right">
        <IconButton aria-label={CHAT_TEXT.newChat} onClick={props.onNewChat} disabled={!signedIn}>
          <AddCommentOutlinedIcon />
        </IconButton>
      </Tooltip>
    </>
  );
  if (collapsed) {
    return (
      <Stack sx={{ alignItems: 'center', py: 1, gap: 0.5 }}>
        <Tooltip title="Expand sidebar" placement="right">
          <IconButton aria-label="Expand sidebar" onClick={props.onToggleCollapse}>
            <ChevronRightIcon />
          </IconButton>
        </Tooltip>
        {tools}
      </Stack>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', px: 1, py: 1, gap: 0.5 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 700, flex: 1, pl: 1 }}>
          {CHAT_TEXT.chats}
        </Typography>
        {tools}
        {props.onToggleCollapse && (
          <Tooltip title="Collapse sidebar">
            <IconButton aria-label="Collapse sidebar" onClick={props.onToggleCollapse}>
              <ChevronLeftIcon />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>
        {!signedIn && (
          <Typography variant="body2" color="textSecondary" sx={{ p: 2 }}>
            {CHAT_TEXT.signInToKeepChats}
          </Typography>
        )}
        {signedIn && loading && (
          <Box sx={{ p: 2 }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={32} />
            ))}
          </Box>
        )}
        {signedIn && !loading && chats.length === 0 && (
          <Typography variant="body2" color="textSecondary" sx={{ p: 2 }}>
            No chats yet. Ask your first question.
          </Typography>
        )}
        <List dense aria-label="Chat history">
          {chats.map((chat) => (
            <ListItemButton
              key={chat.id}
              selected={chat.id === activeId}
              onClick={() => props.onOpen(chat.id)}
              sx={{ pr: 5, '& .chat-menu': { opacity: 0 }, '&:hover .chat-menu, & .chat-menu:focus-visible, &.Mui-selected .chat-menu': { opacity: 1 } }}
              data-testid="chat-history-item"
            >
              <ListItemText primary={chat.title} slotProps={{ primary: { noWrap: true, title: chat.title } }} />
              <IconButton
                className="chat-menu"
                size="small"
                aria-label={`Actions for ${chat.title}`}
                onClick={(event) => {
                  event.stopPropagation();
                  setMenu({ anchor: event.currentTarget, chat });
                }}
                sx={{ position: 'absolute', right: 8 }}
              >
                <MoreHorizIcon fontSize="small" />
              </IconButton>
            </ListItemButton>
          ))}
        </List>
      </Box>
      <Menu anchorEl={menu?.anchor} open={Boolean(menu)} onClose={() => setMenu(null)}>
        <MenuItem onClick={act(props.onShare)}>
          <ListItemIcon>
            <ShareOutlinedIcon fontSize="small" />
          </ListItemIcon>
          {CHAT_TEXT.share}
        </MenuItem>
        <MenuItem onClick={act(props.onRename)}>
          <ListItemIcon>
            <DriveFileRenameOutlineIcon fontSize="small" />
          </ListItemIcon>
          {CHAT_TEXT.rename}
        </MenuItem>
        <MenuItem onClick={act(props.onDelete)} sx={{ color: 'error.main' }}>
          <ListItemIcon>
            <DeleteOutlinedIcon fontSize="small" color="error" />
          </ListItemIcon>
          {CHAT_TEXT.delete}
        </MenuItem>
      </Menu>
    </Box>
  );
}
