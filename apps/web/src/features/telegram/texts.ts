/** Telegram texts of spec 001 sections 2.2, 4.2 and 8, exact. */
export const TELEGRAM_TEXT = {
  cardTitle: 'Telegram Integration',
  connectTitle: 'Connect Your Telegram',
  connectHint: 'Get notified about your investments and market updates, including DipSIP dip alerts.',
  connected: 'Connected Successfully!',
  welcome: (firstName: string) => `Welcome, ${firstName}!`,
  disconnect: 'Disconnect Telegram',
  success: 'Telegram account connected successfully!',
  failure: 'Failed to connect Telegram account',
  disconnected: 'Telegram account disconnected',
  noEmail: 'No user email found. Please login with Google first.',
  signInFirst: 'Sign in with Google to connect your Telegram account.',
  notConfiguredTitle: 'No Telegram bot is configured',
  notConfigured:
    'To enable Telegram, create a bot with @BotFather, link this site’s domain to it with /setdomain, then set TELEGRAM_BOT_TOKEN and TELEGRAM_BOT_NAME on the server and restart it.',
} as const;

/** localStorage key of the widget's user object (spec 001 section 3.1). */
export const TELEGRAM_STORAGE_KEY = 'telegramUser';
/** Snackbar duration (spec 001 section 9). */
export const SNACKBAR_MS = 3000;
export const TELEGRAM_WIDGET_SRC = 'https://telegram.org/js/telegram-widget.js?22';
