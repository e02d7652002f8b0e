/** What other features use of dipsip; they import it from here, never from its files. */
export { useDipSipBoard, useUserInstruments } from './api';
