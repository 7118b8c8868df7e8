import {
  CategoryNav,
  ContentList,
  nativeLanguageName,
  textDirection,
} from 'content-delivery-react';
import { useParams } from 'react-router';
import { usePageTitle } from './usePageTitle.js';

export function LanguagePage() {
  const { lang = 'en' } = useParams();
  const name = nativeLanguageName(lang);
  usePageTitle(name);
  return (
    <div lang={lang} dir={textDirection(lang)}>
      {/* Categories named in this language; their pages then list articles in it too. */}
      <CategoryNav lang={lang} />
      <ContentList lang={lang} pageSize={9} heading={name} />
    </div>
  );
}
