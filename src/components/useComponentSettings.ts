'use client';
import type { ElementType } from 'react';
import { useOptionalContentDelivery } from '../query/context.js';
import { type ContentLabels, defaultLabels } from './labels.js';
import { type ContentRoutes, defaultRoutes } from './links.js';

export interface ComponentSettings {
  Link: ElementType;
  routes: ContentRoutes;
  labels: ContentLabels;
}

/** Link component, routes and labels from the provider (if any) over the defaults. */
export function useComponentSettings(labels?: Partial<ContentLabels>): ComponentSettings {
  const context = useOptionalContentDelivery();
  return {
    Link: context?.linkComponent ?? 'a',
    routes: { ...defaultRoutes, ...context?.routes },
    labels: { ...defaultLabels, ...context?.labels, ...labels },
  };
}

/** Joins class names, skipping empty ones. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
