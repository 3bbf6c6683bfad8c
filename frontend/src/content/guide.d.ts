/** Modules made at build time from the Markdown in content/guide/<lang>/ (see build/guide-content.ts). */
declare module 'virtual:guide-index' {
  import type { Locale } from '@reactivation/contracts';
  import type { GuideEntry, GuideIndex } from '@/features/guide/lib/types';
  export const guideIndex: GuideIndex;
  export const guideLoaders: Record<Locale, () => Promise<{ default: GuideEntry[] }>>;
}
