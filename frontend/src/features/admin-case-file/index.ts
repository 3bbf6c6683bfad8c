/** A case's own page: its file, status button, payment and status links, documents, the client's room, history and notes. */
export { CaseFilePage } from './components/case-file-page';
