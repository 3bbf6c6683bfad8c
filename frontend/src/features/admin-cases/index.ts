/** The case list: counters, search and filters (kept in the address), the table with owners and deadlines, the CSV export. */
export { CaseList } from './components/case-list';
