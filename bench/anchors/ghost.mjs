// Ghost's Content API client (Ghost ships no React components; its content is HTML).
export { default as GhostContentAPI } from '@tryghost/content-api';
