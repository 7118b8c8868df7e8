import { setAttributes, updateAttribute } from './elementAttributes.js';
import { isAllowedIframe } from './embedLinks.js';
import type { SanitizePolicy } from './policy.js';
import type { PolicyElement } from './policyElement.js';

/** Permissions an allow-listed embed may ask for; camera, microphone, location and the like may not. */
const iframePermissions = new Set([
  'accelerometer',
  'autoplay',
  'clipboard-write',
  'encrypted-media',
  'fullscreen',
  'gyroscope',
  'picture-in-picture',
  'web-share',
]);
/** Set on every iframe that is kept (its host is allow-listed), whatever the content says. */
const iframeAttributes = {
  sandbox: 'allow-scripts allow-same-origin allow-presentation allow-popups',
  loading: 'lazy',
  referrerpolicy: 'strict-origin-when-cross-origin',
};

/**
 * Removes an iframe unless its `https:` host is allow-listed by the policy; a kept one may ask
 * only for harmless permissions and gets a sandbox, lazy loading and a strict referrer policy.
 */
export function checkIframe(node: PolicyElement, policy: SanitizePolicy): void {
  if (!isAllowedIframe(node.getAttribute('src') ?? '', policy)) {
    // (The link it leaves was put after it before its attributes were checked: embedLinks.ts.)
    node.remove();
    return;
  }
  updateAttribute(node, 'allow', (allow) =>
    allow
      .split(';')
      .map((directive) => directive.trim())
      .filter((directive) => iframePermissions.has(directive.split(/\s+/)[0]?.toLowerCase() ?? ''))
      .join('; '),
  );
  setAttributes(node, iframeAttributes);
}
