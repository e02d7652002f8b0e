/**
 * The third stage of starting the app (main.tsx): the mui-core chunk (MUI's system and styles, the components the
 * shell draws and the icons; buildPlugins.ts' fewerChunks), evaluated in a task of its own: its modules create
 * hundreds of styled components as they load, the longest of the chunks to evaluate.
 */
import { createTheme } from '@mui/material/styles';

export const muiCoreReady = typeof createTheme === 'function';
