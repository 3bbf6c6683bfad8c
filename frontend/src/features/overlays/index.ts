/* The overlays (SPEC §2), as the app composes them: mounted by the public layout, opened from a page. */
export { Overlays } from './components/overlays';
export { openSupportWidget } from './components/support-widget-events';
