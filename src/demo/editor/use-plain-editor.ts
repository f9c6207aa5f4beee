'use client';
import * as React from 'react';

/**
 * Phones and tablets get the plain textarea: no highlighted copy under the text (touch
 * selection handles and the on-screen keyboard's autocorrect fight an overlay) and no type
 * checker (about 2 MB over a mobile connection). "Phone" means a coarse pointer or a
 * viewport narrower than 600px.
 */
export const PLAIN_EDITOR_QUERY = '(pointer: coarse), (max-width: 599.98px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PLAIN_EDITOR_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** True on phones; also on the server and while hydrating, so the plain editor comes first. */
export function usePlainEditor(): boolean {
  return React.useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PLAIN_EDITOR_QUERY).matches,
    () => true,
  );
}
