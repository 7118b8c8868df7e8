import { ContentDeliveryProvider } from 'content-delivery-react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { brandId, client } from './content.js';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

// No QueryClientProvider needed: the provider creates a private QueryClient.
createRoot(root).render(
  <StrictMode>
    <ContentDeliveryProvider client={client} brandId={brandId}>
      <App />
    </ContentDeliveryProvider>
  </StrictMode>,
);
