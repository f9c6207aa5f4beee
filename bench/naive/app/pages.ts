/** The drawer's links. The bench overwrites this file in its copy with the measured pages. */
export const pages: { path: string; title: string }[] = [];
