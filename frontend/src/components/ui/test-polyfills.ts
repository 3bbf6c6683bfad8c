/**
 * jsdom lacks a few browser APIs that Radix Select, Tooltip and other popper-positioned parts
 * call. Tests that open them call this first (or testing/setup.ts can call it once for all).
 */
export function installRadixJsdomPolyfills(): void {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
  globalThis.ResizeObserver ??= class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
