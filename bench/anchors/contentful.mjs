// Contentful's equivalent: the delivery client plus rich-text rendering.
export { documentToReactComponents } from '@contentful/rich-text-react-renderer';
export { createClient } from 'contentful';
