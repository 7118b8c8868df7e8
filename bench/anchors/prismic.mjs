// Prismic's equivalent of our drop-in set: a client plus its rich-text, link and image components.
export { createClient } from '@prismicio/client';
export { PrismicImage, PrismicLink, PrismicRichText, PrismicText } from '@prismicio/react';
