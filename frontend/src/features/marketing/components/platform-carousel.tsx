import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { carouselPlatforms } from '../data/platforms';
import { PauseIcon, PlayIcon } from '@/components/content/icons';
import { PlatformLogo } from './platform-logo';
import { SectionHeading } from '@/components/content/section-heading';

// The trailing padding equals the gap, so both copies are exactly as wide and the loop is seamless.
const listClass = 'flex shrink-0 gap-4 pe-4';
const tileClass = 'flex h-20 items-center rounded-xl border border-slate-200 bg-white px-5 shadow-sm';

/** The 11 supported platforms as a scrolling strip; screen readers get the list once. */
export function PlatformCarousel() {
  const { t } = useTranslation('home');
  const [paused, setPaused] = useState(false);

  return (
    <section aria-labelledby="platforms-heading" className="border-y border-slate-200 bg-slate-50 py-12 sm:py-16">
      <SectionHeading id="platforms-heading" eyebrow={t('platforms.eyebrow')} title={t('platforms.title')} className="px-4" />
      <div className="platform-marquee mt-10" data-paused={paused}>
        <div className="platform-marquee__viewport py-1">
          <div className="platform-marquee__track">
            <ul aria-label={t('platforms.listLabel')} className={listClass}>
              {carouselPlatforms.map((platform) => (
                <li key={platform.id} className={tileClass}>
                  <PlatformLogo platform={platform} />
                </li>
              ))}
            </ul>
            {/* The second copy only closes the loop; assistive technology skips it. */}
            <ul aria-hidden="true" className={listClass}>
              {carouselPlatforms.map((platform) => (
                <li key={platform.id} className={tileClass}>
                  <PlatformLogo platform={platform} />
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="platform-marquee__toggle mt-4 flex justify-center">
          <Button variant="ghost" size="sm" onClick={() => setPaused((value) => !value)}>
            {paused ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
            {paused ? t('platforms.play') : t('platforms.pause')}
          </Button>
        </div>
      </div>
    </section>
  );
}
