'use client';
import * as React from 'react';
import { hasColorScheme } from './color';
import { COLOR_MODE_EVENT, COLOR_SCHEME_STORAGE_KEY, MODE_STORAGE_KEY } from './theme-keys';

/** What the reader chose (spec section 4): a mode, or "system" to follow the OS. */
export type ColorMode = 'light' | 'dark' | 'system';
export type ColorScheme = 'light' | 'dark';

const SCHEMES: readonly ColorScheme[] = ['light', 'dark'];
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

function readMode(): ColorMode {
  const stored = localStorage.getItem(MODE_STORAGE_KEY);
  return stored === 'light' || stored === 'dark' || stored === 'system' ? stored : 'system';
}

/**
 * The scheme used for a mode slot: the stored choice (`mui-color-scheme-dark`) when the
 * theme has it; otherwise the error is logged, the key reset, and the default used.
 */
function schemeFor(slot: ColorScheme): ColorScheme {
  const key = `${COLOR_SCHEME_STORAGE_KEY}-${slot}`;
  const stored = localStorage.getItem(key);
  if (stored === null) return slot;
  if (hasColorScheme(SCHEMES, stored)) return stored as ColorScheme;
  localStorage.setItem(key, slot);
  return slot;
}

/** The scheme in force for a mode. */
export function resolveScheme(mode: ColorMode, systemDark: boolean): ColorScheme {
  const slot = mode === 'system' ? (systemDark ? 'dark' : 'light') : mode;
  return schemeFor(slot);
}

/**
 * Switches without transitions: otherwise every element with a colour transition (MUI's
 * buttons and inputs) fades to the new scheme on its own schedule. Done once here for
 * the whole document, not by each demo's MUI provider (`disableTransitionOnChange`), which
 * inserted and removed this universal rule whenever a demo mounted: two whole-document style
 * recalculations per demo mount.
 */
function withoutTransitions(change: () => void): void {
  const style = document.createElement('style');
  style.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.append(style);
  change();
  void window.getComputedStyle(document.body).opacity; // apply the new colours before re-enabling
  window.setTimeout(() => style.remove(), 1);
}

/** Applies the mode to the document exactly as the first-paint script does: a class on html. */
function apply(): void {
  const scheme = resolveScheme(readMode(), darkQuery().matches);
  const root = document.documentElement;
  if (!root.classList.contains(scheme)) {
    withoutTransitions(() => setScheme(root, scheme));
  } else setScheme(root, scheme);
  window.dispatchEvent(new Event(COLOR_MODE_EVENT));
}

function setScheme(root: HTMLElement, scheme: ColorScheme): void {
  root.classList.remove(...SCHEMES.filter((s) => s !== scheme));
  root.classList.add(scheme);
  root.style.colorScheme = scheme;
}

/** Stores the reader's choice under `mui-mode` and applies it at once. */
export function setColorMode(mode: ColorMode): void {
  localStorage.setItem(MODE_STORAGE_KEY, mode);
  apply();
}

function subscribe(onChange: () => void): () => void {
  const media = darkQuery();
  // "system" follows the OS live; another tab's choice applies here too.
  const onSystem = () => readMode() === 'system' && apply();
  const onStorage = (event: StorageEvent) => event.key === MODE_STORAGE_KEY && apply();
  media.addEventListener('change', onSystem);
  window.addEventListener('storage', onStorage);
  window.addEventListener(COLOR_MODE_EVENT, onChange);
  return () => {
    media.removeEventListener('change', onSystem);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(COLOR_MODE_EVENT, onChange);
  };
}

const snapshot = () =>
  `${readMode()}|${document.documentElement.classList.contains('dark') ? 'dark' : 'light'}`;

/** The chosen mode and the scheme in force; both "system"/"light" while prerendering. */
export function useColorMode(): { mode: ColorMode; scheme: ColorScheme } {
  const value = React.useSyncExternalStore(subscribe, snapshot, () => 'system|light');
  const [mode, scheme] = value.split('|') as [ColorMode, ColorScheme];
  return { mode, scheme };
}

/** Checks the stored schemes once at start-up (the first-paint script cannot log errors). */
export function initColorMode(): void {
  SCHEMES.forEach(schemeFor);
  apply();
}

/**
 * Every page, after hydration (SiteProviders): the start-up check, then "system" follows the
 * OS live and another tab's choice applies here, for as long as the returned stop is not called.
 */
export function startColorMode(): () => void {
  initColorMode();
  return subscribe(() => {});
}
