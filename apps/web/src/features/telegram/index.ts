/** What other features use of telegram; they import it from here, never from its files. */
export { TelegramCard } from './TelegramCard';
export { useTelegramLink } from './api';
