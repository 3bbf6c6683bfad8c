/** The closing e-mail's satisfaction question (no login: the signed link is the key). */
export { SatisfactionPage } from './components/satisfaction-form';
/** The scores an e-mail's tap may preselect (`?score=N`). */
export const SATISFACTION_SCORES_FROM_LINK: readonly number[] = [1, 2, 3, 4, 5];
