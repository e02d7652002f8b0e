/** What other features use of config; they import it from here, never from its files. */
export { appConfigQueryKey, useAppConfig } from './useAppConfig';
export type { AppConfig } from './useAppConfig';
