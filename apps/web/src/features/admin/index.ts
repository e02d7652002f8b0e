/** What other features use of admin; they import it from here, never from its files. */
export { AdminPage } from './AdminPage';
export { useAdminAccess } from './adminApi';
