'use client';
import { type ElementType, useContext } from 'react';
import { ContentUiContext, type ContentUiSettings } from './ContentUiProvider.js';
import { type ContentLabels, defaultLabels } from './labels.js';
import { type ContentRoutes, defaultRoutes } from './links.js';

/** The settings a component renders with: its props over the provider's over the defaults. */
export interface ComponentSettings {
  Link: ElementType;
  Image: ElementType;
  routes: ContentRoutes;
  labels: ContentLabels;
}

const defaults: ComponentSettings = {
  Link: 'a',
  Image: 'img',
  routes: defaultRoutes,
  labels: defaultLabels,
};

/** `settings` over `base`: each one given replaces (components) or extends (routes, labels) the base. */
function merge(base: ComponentSettings, settings: ContentUiSettings): ComponentSettings {
  return {
    Link: settings.linkComponent ?? base.Link,
    Image: settings.imageComponent ?? base.Image,
    routes: settings.routes === undefined ? base.routes : { ...base.routes, ...settings.routes },
    labels: settings.labels === undefined ? base.labels : { ...base.labels, ...settings.labels },
  };
}

// One merged settings object per provider value (the provider memoizes it), so a list of
// 1 000 cards does not merge routes and labels 1 000 times per render.
const mergedPerProvider = new WeakMap<ContentUiSettings, ComponentSettings>();

function providerSettings(context: ContentUiSettings | null): ComponentSettings {
  if (context === null) return defaults;
  let settings = mergedPerProvider.get(context);
  if (settings === undefined) {
    settings = merge(defaults, context);
    mergedPerProvider.set(context, settings);
  }
  return settings;
}

/** Link component, image component, routes and labels: `own` (a component's props) over the provider's over the defaults. */
export function useComponentSettings(own: ContentUiSettings = {}): ComponentSettings {
  const settings = providerSettings(useContext(ContentUiContext));
  const overridden =
    own.linkComponent !== undefined ||
    own.imageComponent !== undefined ||
    own.routes !== undefined ||
    own.labels !== undefined;
  return overridden ? merge(settings, own) : settings;
}
