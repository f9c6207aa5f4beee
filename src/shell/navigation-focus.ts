/**
 * A navigation that should move focus to the new page even though focus is still on a live
 * element: choosing a search result (the closing dialog gives focus back to the Search
 * button, which the next page keeps). DelegatedLinks moves it after the pathname changes.
 */
let requested = false;

export function focusNewPageAfterNavigation(): void {
  requested = true;
}

/** Whether a move was requested since the last navigation; clears the request. */
export function takeFocusRequest(): boolean {
  const was = requested;
  requested = false;
  return was;
}
