// DOMPurify's default instance, as a site imports it (resolved from the repository's node_modules).
export { default as DOMPurify } from 'dompurify';
