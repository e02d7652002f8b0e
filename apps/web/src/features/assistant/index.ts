/** What other features use of assistant; they import it from here, never from its files. */
export { ChatMarkdown } from './ChatMarkdown';
export { MessageList } from './MessageList';
export type { ChatMessage } from './api';
export { runSavedPrompt, useSavedPrompts } from './api';
export type { SavedPrompt } from './api';
