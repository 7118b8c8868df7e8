/**
 * Dependencies Vite pre-bundles for Storybook and the browser test projects. Listing them up
 * front stops the dependency optimiser from reloading the page during the first browser run.
 */
export const browserDeps = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  '@tanstack/react-query',
  'dompurify',
  'msw',
  'msw/browser',
  'msw-storybook-addon',
  'msw-storybook-addon/csf3',
  'storybook/test',
  '@testing-library/react',
];
