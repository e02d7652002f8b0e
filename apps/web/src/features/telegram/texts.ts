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
  notConfiguredTitle: 'Telegram alerts are not available yet',
  // End users read this; the administrator's setup steps are in the README ("Telegram alerts").
  notConfigured:
    'This Sanchay server has not been set up for Telegram yet, so alerts reach you in the app (the bell at the top). Ask your administrator to turn Telegram on.',
  adminSetupTitle: 'Turn Telegram on for this server',
  /** For administrators (ADMIN_EMAILS): the steps, not "ask your administrator". */
  adminSetup: [
    'In Telegram, message @BotFather: /newbot, and keep the token it gives you.',
    "Send @BotFather /setdomain and give this site's domain, so the login button works here.",
    "Set TELEGRAM_BOT_TOKEN (the token) and TELEGRAM_BOT_NAME (the bot's username, without @) in the server's environment.",
    'Restart the server. This card then shows the Connect button; dip alerts go to linked accounts as well as the bell.',
  ],
} as const;

/** localStorage key of the widget's user object (spec 001 section 3.1). */
export const TELEGRAM_STORAGE_KEY = 'telegramUser';
/** Snackbar duration (spec 001 section 9). */
export const SNACKBAR_MS = 3000;
export const TELEGRAM_WIDGET_SRC = 'https://telegram.org/js/telegram-widget.js?22';
