import { apiPageExists } from './api-pages';
import { apiHref } from './api-href';

/**
 * The "API" section at the end of a guide page: the components from its front matter, each
 * linked to its reference page once that page exists.
 */
export function ApiSection({ pathname, components }: { pathname: string; components: readonly string[] }) {
  if (!components.length) return null;
  return (
    <section className="prose" aria-labelledby="api">
      <h2 id="api">
        API
        <a href="#api" className="anchor" data-pagefind-ignore aria-label="Link to this section: API">
          #
        </a>
      </h2>
      <ul>
        {components.map((name) => {
          const href = apiHref(pathname, name);
          return (
            <li key={name}>
              {href && apiPageExists(href) ? (
                <a href={href}>
                  <code>{`<${name} />`}</code>
                </a>
              ) : (
                <code>{`<${name} />`}</code>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
