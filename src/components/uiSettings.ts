'use client';
import { createContext, useContext } from 'react';
import {
  type ComponentSettings,
  type ContentUiSettings,
  defaultSettings,
  mergeSettings,
} from './settings.js';

export type { ComponentSettings, ContentUiSettings } from './settings.js';

/**
 * The settings of the nearest `<ContentUiProvider>`, merged over the defaults once per
 * provider value (not once per card of a 1 000-item list); the defaults without one.
 */
export const ContentUiContext = createContext(defaultSettings);

/** The settings to render with: `own` (a component's props) over the provider's over the defaults. */
export function useComponentSettings(own: ContentUiSettings = {}): ComponentSettings {
  const settings = useContext(ContentUiContext);
  const overridden =
    own.linkComponent !== undefined ||
    own.imageComponent !== undefined ||
    own.routes !== undefined ||
    own.labels !== undefined;
  return overridden ? mergeSettings(own, settings) : settings;
}
