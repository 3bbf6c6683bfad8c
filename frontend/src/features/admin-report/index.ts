/** The staff report of how cases ended in a period: figures, charts, table and CSV. */
export { ReportPage } from './components/report-page';
