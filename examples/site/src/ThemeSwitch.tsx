import { useState } from 'react';

/** The site's themes: `auto` is the stylesheet's opt-in to follow the operating system. */
const themes = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'System' },
] as const;

type Theme = (typeof themes)[number]['value'];

/** Where the choice is kept; index.html reads it too, to set the theme before the first paint. */
const storageKey = 'site-theme';

/** The reader's saved theme, or light when none was saved (or storage is blocked). */
function savedTheme(): Theme {
  let saved: string | null = null;
  try {
    saved = window.localStorage.getItem(storageKey);
  } catch {
    // Storage can be disabled (privacy settings): the site stays light.
  }
  return themes.find((theme) => theme.value === saved)?.value ?? 'light';
}

/**
 * Puts the theme on `<html>`: the library's stylesheet (and site.css, through the same
 * `--cdr-*` properties) follows `data-theme` on any ancestor.
 */
function applyTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
}

/** Light / Dark / System buttons in the header; the choice is kept in localStorage. */
export function ThemeSwitch() {
  const [current, setCurrent] = useState(savedTheme);

  function choose(theme: Theme) {
    setCurrent(theme);
    applyTheme(theme);
    try {
      window.localStorage.setItem(storageKey, theme);
    } catch {
      // Not saved: the choice lasts until the page is reloaded.
    }
  }

  return (
    <fieldset className="site-theme">
      <legend className="site-theme-legend">Theme</legend>
      {themes.map((theme) => (
        <button
          key={theme.value}
          type="button"
          aria-pressed={current === theme.value}
          onClick={() => choose(theme.value)}
        >
          {theme.label}
        </button>
      ))}
    </fieldset>
  );
}
