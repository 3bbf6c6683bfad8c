/** Staff's saved replies («Шаблоны ответов»): their list and form. A case's message box uses them through admin-shell's useMacros. */
export { MacrosPage } from './components/macros-page';
