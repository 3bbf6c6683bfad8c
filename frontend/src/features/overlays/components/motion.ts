/** Slide-and-fade entrance for floating overlays, skipped when the visitor prefers reduced motion. */
export const ENTER_MOTION = 'motion-safe:animate-[overlay-rise_200ms_ease-out]';
