/**
 * The third stage of starting the app (main.tsx): the mui-core chunk (MUI's system and styles, the components the
 * shell draws and the icons; buildPlugins.ts' fewerChunks), evaluated in a task of its own: its modules create
 * hundreds of styled components as they load (12-27 ms on the 2-core test machine; React DOM's stage is 19-32 ms).
 */
import { createTheme } from '@mui/material/styles';

export const muiCoreReady = typeof createTheme === 'function';
