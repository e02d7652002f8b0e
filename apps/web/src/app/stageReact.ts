/**
 * The first stage of starting the app (main.tsx): React and React DOM, evaluated in a task of their own. Their
 * modules are CommonJS, run when first required: this module requires them, so the later stages find them ready.
 */
import { createRoot } from 'react-dom/client';

export const reactReady = typeof createRoot === 'function';
