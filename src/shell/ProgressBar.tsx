import styles from './progress.module.css';

/**
 * A thin bar at the top of the window while the next page loads: server HTML, driven by
 * DelegatedLinks (loading from a click on a page link or back/forward, done at the new
 * pathname), so it costs no component of its own in the page's JavaScript.
 */
export function ProgressBar() {
  return <div className={styles.bar} data-progress="" data-state="idle" aria-hidden="true" />;
}
