/** "Журнал": what staff did, newest first, filtered by who and what; each case named links to its page. */
export { AuditLog } from './components/audit-log';
