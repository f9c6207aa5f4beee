import { siteUrl } from '../config';
import { Icon } from './icons';
import { pageMenuLinks, type PageMenuSources } from './page-menu-links';
import { PAGE_MENU_TEXT as TEXT } from './page-menu-text';
import styles from './page-menu.module.css';

/**
 * "Copy page" beside a page's title: a menu to copy the page as Markdown, open the Markdown, or
 * open it in ChatGPT or Claude. All of it is server HTML. The menu is a native popover (the
 * button opens it, Escape and a click elsewhere close it, focus returns to the button: no
 * JavaScript), and the links work as rendered, for TypeScript and SITE_URL's origin. Copying,
 * the links for a reader of JavaScript or for another origin, and arrow keys are
 * page-menu-actions.ts, which the site's one delegated click listener (DelegatedLinks) imports at
 * the first click in the menu.
 */
export function PageMenu({ sources }: { sources: PageMenuSources }) {
  // Without SITE_URL the links carry the default origin until the browser puts its own in.
  const configured = Boolean(process.env.SITE_URL);
  const links = pageMenuLinks(sources, siteUrl(), 'TS');
  const external = (
    <>
      <span className={styles.external}>
        <Icon name="openInNew" size={16} />
      </span>
      <span className="visually-hidden"> {TEXT.newTab}</span>
    </>
  );
  return (
    <div
      className={styles.root}
      data-page-menu=""
      data-markdown={sources.markdown}
      data-markdown-js={sources.markdownJs}
      data-origin={configured ? siteUrl() : undefined}
      data-pagefind-ignore
    >
      <p role="status" className={styles.status} data-page-menu-status="" />
      <button
        type="button"
        className={styles.trigger}
        popoverTarget="page-menu"
        data-ga-event-category="page-menu"
        data-ga-event-action="open"
      >
        {TEXT.button}
        <Icon name="arrowDown" size={18} />
      </button>
      <div id="page-menu" popover="auto" className={styles.menu}>
        <ul className={styles.list} aria-label={TEXT.menu}>
          <li>
            <button
              type="button"
              className={styles.item}
              data-page-menu-copy=""
              data-ga-event-category="page-menu"
              data-ga-event-action="copy"
            >
              {TEXT.copy}
            </button>
          </li>
          <li>
            <a
              className={styles.item}
              href={links.markdown}
              data-page-menu-link="markdown"
              data-ga-event-category="page-menu"
              data-ga-event-action="view-markdown"
            >
              {TEXT.view}
            </a>
          </li>
          {(['chatgpt', 'claude'] as const).map((tool) => (
            <li key={tool}>
              <a
                className={styles.item}
                href={links[tool]}
                target="_blank"
                rel="noopener noreferrer"
                data-page-menu-link={tool}
                data-ga-event-category="page-menu"
                data-ga-event-action={tool}
              >
                {TEXT[tool]}
                {external}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
