'use client';
import type { ElementType } from 'react';
import { type ContentDeliveryContextValue, useOptionalContentDelivery } from '../query/context.js';
import { type ContentLabels, defaultLabels } from './labels.js';
import { type ContentRoutes, defaultRoutes } from './links.js';

export interface ComponentSettings {
  Link: ElementType;
  routes: ContentRoutes;
  labels: ContentLabels;
}

const withoutProvider: ComponentSettings = {
  Link: 'a',
  routes: defaultRoutes,
  labels: defaultLabels,
};
// One merged settings object per provider value (the provider memoizes it), so a list of
// 1 000 cards does not merge routes and labels 1 000 times per render.
const merged = new WeakMap<ContentDeliveryContextValue, ComponentSettings>();

function settingsOf(context: ContentDeliveryContextValue | null): ComponentSettings {
  if (context === null) return withoutProvider;
  let settings = merged.get(context);
  if (settings === undefined) {
    settings = {
      Link: context.linkComponent ?? 'a',
      routes: { ...defaultRoutes, ...context.routes },
      labels: { ...defaultLabels, ...context.labels },
    };
    merged.set(context, settings);
  }
  return settings;
}

/** Link component, routes and labels from the provider (if any) over the defaults. */
export function useComponentSettings(labels?: Partial<ContentLabels>): ComponentSettings {
  const settings = settingsOf(useOptionalContentDelivery());
  return labels === undefined
    ? settings
    : { ...settings, labels: { ...settings.labels, ...labels } };
}

/** Joins class names, skipping empty ones. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
