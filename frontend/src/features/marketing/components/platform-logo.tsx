import { useEffect, useRef, useState } from 'react';
import type { Platform } from '../data/platforms';

export type PlatformLogoProps = { platform: Platform };

/** A platform's logo tile, or its first letter in a badge when the image cannot be loaded. */
export function PlatformLogo({ platform }: PlatformLogoProps) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);

  // An image that failed before React attached onError (prerendered HTML) never fires it again.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) {
    return (
      <span role="img" aria-label={platform.name} className="flex h-12 items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-[10px] bg-brand-700 text-xl font-bold text-white">
          {platform.name.charAt(0)}
        </span>
        <span className="font-semibold whitespace-nowrap text-slate-800">{platform.name}</span>
      </span>
    );
  }
  return (
    <img
      ref={image}
      src={platform.logo}
      alt={platform.name}
      width={platform.width}
      height={platform.height}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="h-12 w-auto max-w-none"
    />
  );
}
