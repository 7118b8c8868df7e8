import { ContentList, nativeLanguageName, textDirection } from 'content-delivery-react';
import { useParams } from 'react-router';
import { usePageTitle } from './usePageTitle.js';

export function LanguagePage() {
  const { lang = 'en' } = useParams();
  const name = nativeLanguageName(lang);
  usePageTitle(name);
  return (
    <div lang={lang} dir={textDirection(lang)}>
      <ContentList lang={lang} pageSize={9} heading={name} />
    </div>
  );
}
