// Sanity's equivalent: the client plus Portable Text rendering.
export { PortableText } from '@portabletext/react';
export { createClient } from '@sanity/client';
