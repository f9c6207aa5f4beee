import { t } from '../i18n/translate';
import { planLabels } from './PlanBadge';

/** The table of contents' strings, from its server parents (TableOfContents is a client component). */
export const tocLabels = () => ({ nav: t('pageToc'), title: t('contents'), plans: planLabels() });
export type TocLabels = ReturnType<typeof tocLabels>;
