/** Whether a path is one of the pages that need the extra web fonts (spec section 2). */
export function needsExtraFonts(pathname: string): boolean {
  return pathname.includes('onepirate');
}
