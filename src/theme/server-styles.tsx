'use client';
import * as React from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { useServerInsertedHTML } from 'next/navigation';

interface Registry {
  cache: EmotionCache;
  /** Names of the styles inserted since the last flush (global ones apart). */
  flush: () => { name: string; global: boolean }[];
}

function createRegistry(): Registry {
  const cache = createCache({ key: 'css' });
  // Emotion's "compat" mode skips the server-only behaviour of writing <style> inline.
  cache.compat = true;
  let pending: { name: string; global: boolean }[] = [];
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (cache.inserted[serialized.name] === undefined)
      pending.push({ name: serialized.name, global: !selector });
    return insert(selector, serialized, sheet, shouldCache);
  };
  return {
    cache,
    flush: () => {
      const out = pending;
      pending = [];
      return out;
    },
  };
}

/**
 * An emotion cache whose styles are written into the prerendered HTML (through Next's
 * `useServerInsertedHTML`), for content that renders on the server and must not flash
 * unstyled: full-page templates and demo frames. Returns null when `enabled` is false, so
 * lazily mounted demos keep the shared cache.
 */
export function useServerStylesCache(enabled: boolean): EmotionCache | null {
  const [registry] = React.useState(() => (enabled ? createRegistry() : null));
  useServerInsertedHTML(() => {
    if (!registry) return null;
    const names = registry.flush();
    if (!names.length) return null;
    const { key, inserted } = registry.cache;
    let css = '';
    let attribute = key;
    const globals: React.ReactNode[] = [];
    for (const { name, global } of names) {
      const style = inserted[name];
      if (typeof style !== 'string') continue;
      if (global) {
        globals.push(
          <style
            key={name}
            data-emotion={`${key}-global ${name}`}
            dangerouslySetInnerHTML={{ __html: style }}
          />,
        );
      } else {
        css += style;
        attribute += ` ${name}`;
      }
    }
    return (
      <>
        {globals}
        {css ? <style data-emotion={attribute} dangerouslySetInnerHTML={{ __html: css }} /> : null}
      </>
    );
  });
  return registry?.cache ?? null;
}
