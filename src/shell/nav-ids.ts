/** The id of the documentation panel, shared by the server frame and its client controls. */
export const NAV_PANEL_ID = 'docs-navigation';
/** Everything outside the drawer, made inert while it is open as a modal (mobile-nav-modal.ts). */
export const INERT_SELECTOR = '[data-inert-with-nav]';
