import { ContentDeliveryProvider, type ContentRoutes } from 'content-delivery-react';
import 'content-delivery-react/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App.js';
import { brandId, client } from './content.js';
import { RouterLink } from './RouterLink.js';
import { ReadingLanguagesProvider } from './readingLanguages.js';
import './site.css';

const routes: Partial<ContentRoutes> = {
  getItemHref: (item) => `/${encodeURIComponent(item.language)}/${encodeURIComponent(item.slug)}`,
  getCategoryHref: (categoryId) => `/c/${encodeURIComponent(categoryId)}`,
  getTagHref: (tag) => `/t/${encodeURIComponent(tag)}`,
};

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <ContentDeliveryProvider
        client={client}
        brandId={brandId}
        linkComponent={RouterLink}
        routes={routes}
      >
        <ReadingLanguagesProvider>
          <App />
        </ReadingLanguagesProvider>
      </ContentDeliveryProvider>
    </BrowserRouter>
  </StrictMode>,
);
