/** What other features use of alerts; they import it from here, never from its files. */
export { AlertMeButton } from './AlertMeButton';
export { CompanyAlertButton } from './CompanyAlertButton';
