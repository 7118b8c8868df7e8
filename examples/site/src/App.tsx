import { LanguageSwitcher, useBrandLanguages } from 'content-delivery-react';
import { NavLink, Route, Routes, useLocation } from 'react-router';
import { ArticlePage } from './pages/ArticlePage.js';
import { CategoryPage } from './pages/CategoryPage.js';
import { HomePage } from './pages/HomePage.js';
import { LanguagePage } from './pages/LanguagePage.js';
import { TagPage } from './pages/TagPage.js';
import { ThemeSwitch } from './ThemeSwitch.js';

function LanguageMenu() {
  const { data: languages = [] } = useBrandLanguages();
  const current = /^\/([a-z]{2})(?:\/|$)/.exec(useLocation().pathname)?.[1];
  return (
    <LanguageSwitcher
      languages={languages}
      value={current}
      getLanguageHref={(language) => `/${language}`}
      aria-label="Browse by language"
    />
  );
}

export function App() {
  return (
    <>
      <header className="site-header">
        <NavLink to="/" className="site-logo">
          Acme Outdoor Magazine
        </NavLink>
        <div className="site-header-tools">
          <LanguageMenu />
          <ThemeSwitch />
        </div>
      </header>
      <main className="site-main">
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/c/:categoryId" element={<CategoryPage />} />
          <Route path="/t/:tag" element={<TagPage />} />
          <Route path="/:lang" element={<LanguagePage />} />
          <Route path="/:lang/:slug" element={<ArticlePage />} />
        </Routes>
      </main>
      <footer className="site-footer">
        Demo site for content-delivery-react, on the embedded mock.
      </footer>
    </>
  );
}
