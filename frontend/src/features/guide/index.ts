/*
 * The deadlines and rights guide's public face for other features: the hint the intake forms show
 * on step 2, and the lines the staff case file lists. The page itself is a route (app/routes/guide.tsx).
 */
export { RightsHint, type RightsHintProps } from './components/rights-hint';
export { rightsLines, type RightsLine } from './lib/guide';
