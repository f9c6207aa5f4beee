/** The id of the documentation panel, shared by the server frame and its client controls. */
export const NAV_PANEL_ID = 'docs-navigation';
