/**
 * The second stage of starting the app (main.tsx): the framework chunk (router, react-query, emotion, MUI's core
 * and the shell's components, built as one chunk by buildPlugins.ts' fewerChunks), evaluated in a task of its own
 * before the app's code. Importing any of its modules evaluates the whole chunk.
 */
import { createTheme } from '@mui/material/styles';
import { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';

export const frameworkReady = [createTheme, QueryClient, BrowserRouter].every((part) => typeof part === 'function');
