import { SCREENS, type ScreenInfo } from '@sanchay/core';
import { matchPath } from 'react-router';

/** The screen of the route table that `pathname` shows, if any. */
export function screenForPath(pathname: string): ScreenInfo | undefined {
  return SCREENS.find((screen) => matchPath({ path: screen.path, end: true }, pathname) !== null);
}
