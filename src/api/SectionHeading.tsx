import { t } from '../i18n/translate';

/** An h2 with its anchor link, the same markup as the guide pages' headings. */
export function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id}>
      {children}
      <a
        href={`#${id}`}
        className="anchor"
        data-pagefind-ignore
        aria-label={`${t('linkToSection')}: ${children}`}
      >
        #
      </a>
    </h2>
  );
}
