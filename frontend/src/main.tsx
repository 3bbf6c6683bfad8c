import './index.css';
import { holdEarlyInput, replayEarlyInput } from './lib/early-input';
import { watchPointerPresses } from './lib/pointer-press';
import { watchForEarlyActivity } from './lib/when-visitor-acts';

/*
 * The entry point stays tiny: a prerendered page is complete HTML, so the app's code (React, the
 * router, translations) is fetched only after the browser has painted it. The visitor reads the
 * page at once; the code hydrates it a moment later. The app shell for browser-drawn routes has
 * nothing to paint, so it starts at once.
 */
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const supported = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint');
    if (!root?.firstElementChild || !supported) return resolve();
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    // A page in a background tab never paints; its load event starts the app all the same. On a fast
    // connection `load` can come before the first frame, so a visible page still waits for the next
    // frame to be drawn (a timer queued from requestAnimationFrame runs after that frame's paint).
    window.addEventListener(
      'load',
      () => {
        if (document.visibilityState === 'hidden') resolve();
        else requestAnimationFrame(() => setTimeout(resolve, 0));
      },
      { once: true },
    );
  });
}

// Only a prerendered page has buttons and fields before the app runs.
if (root.firstElementChild) holdEarlyInput();
watchForEarlyActivity();
// Floating overlays let through a press that was under way when they appeared (lib/pointer-press.ts).
watchPointerPresses();

void afterFirstPaint()
  .then(() => import('./app/bootstrap'))
  .then(({ start }) => start(root, replayEarlyInput));
