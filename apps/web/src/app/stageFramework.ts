/**
 * The second stage of starting the app (main.tsx): the framework chunk (router, react-query, emotion; built as
 * one chunk by buildPlugins.ts' fewerChunks), evaluated in a task of its own before MUI's core and the app's code.
 * Importing any of its modules evaluates the whole chunk.
 */
import { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';

export const frameworkReady = [QueryClient, BrowserRouter].every((part) => typeof part === 'function');
