import { registerNamespace } from '@/lib/i18n';
import en from './en/seo.json';
import es from './es/seo.json';

// Head texts of every page. Loaded on its own after the first paint: the prerendered HTML already
// carries the first page's head, and the catalog is needed only when the visitor moves on.
registerNamespace('seo', { en, es });
