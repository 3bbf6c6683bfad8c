import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export type PageMetaProps = {
  title: string;
  description: string;
};

/**
 * Sets the page's title and description. It edits the tags index.html already has rather than
 * rendering new ones: React 19 would add a second description next to the static one.
 */
export function PageMeta({ title, description }: PageMetaProps) {
  const { t } = useTranslation();
  const fullTitle = `${title} | ${t('brand.name')}`;

  useEffect(() => {
    document.title = fullTitle;
    descriptionTag().setAttribute('content', description);
  }, [fullTitle, description]);

  return null;
}

function descriptionTag(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const created = document.createElement('meta');
  created.name = 'description';
  document.head.append(created);
  return created;
}
