'use client';
import type { Ref } from 'react';
import { textDirection } from './locale.js';
import { useLocalizedCategory } from './useLocalizedCategory.js';

/** Props of {@link CategoryHeading}. */
interface CategoryHeadingProps {
  categoryId: string;
  brandId: string | undefined;
  preferredLanguages: readonly string[] | undefined;
  level: 2 | 3 | 4 | 5;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * The automatic heading of a category `ContentList`: the category's name in the reader's
 * language, as text, with its `lang` and `dir`. Renders nothing while the categories load,
 * for an unknown category or one without a name: an identifier is no heading.
 */
export function CategoryHeading({
  categoryId,
  brandId,
  preferredLanguages,
  level,
  headingRef,
}: CategoryHeadingProps) {
  const { data } = useLocalizedCategory(categoryId, { brandId, preferredLanguages });
  if (!data?.name) return null;
  const Heading = `h${level}` as const;
  return (
    <Heading
      ref={headingRef}
      tabIndex={-1}
      className="cdr-list-heading"
      lang={data.language}
      dir={data.language === undefined ? undefined : textDirection(data.language)}
    >
      {data.name}
    </Heading>
  );
}
