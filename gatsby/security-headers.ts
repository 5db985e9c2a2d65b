/**
 * The security headers of every response, whichever host serves the site: public/_headers
 * (Netlify, Cloudflare Pages) and the nginx include (deploy/nginx.conf) are both written from
 * this list (gatsby/host-files.ts, gatsby/nginx-files.ts). With the build's
 * Content-Security-Policy (gatsby/csp.ts) it is the set Mozilla Observatory grades A+.
 */

export interface Header {
  name: string;
  value: string;
}

/**
 * Browsers keep to HTTPS for two years once they have seen the site over it. Not
 * includeSubDomains: the site does not know whether every other host of its domain speaks
 * HTTPS (add it, and preload, when they all do).
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000';

/**
 * Features the page never uses, switched off for it and anything it could embed. Only names
 * Chromium knows: an unknown one is logged as a console error on every page.
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

export function securityHeaders(contentSecurityPolicy: string): Header[] {
  return [
    { name: 'Content-Security-Policy', value: contentSecurityPolicy },
    { name: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY },
    { name: 'X-Content-Type-Options', value: 'nosniff' },
    { name: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { name: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    { name: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    // frame-ancestors 'none' says the same to browsers that read CSP; this, to those that do not.
    { name: 'X-Frame-Options', value: 'DENY' },
  ];
}

/**
 * The headers of /admin/, the content editor: the site's, with the editor's own policy
 * (gatsby/admin-csp.ts). Its sign-in with GitHub opens the OAuth client (Sveltia CMS
 * Authenticator) in a popup that hands the token back through window.opener, which
 * 'same-origin' would cut: 'same-origin-allow-popups' keeps it for popups the editor opens.
 * Kept out of search engines, its scripts and configuration included.
 */
export function adminSecurityHeaders(contentSecurityPolicy: string): Header[] {
  return [
    ...securityHeaders(contentSecurityPolicy).map((header) =>
      header.name === 'Cross-Origin-Opener-Policy'
        ? { ...header, value: 'same-origin-allow-popups' }
        : header,
    ),
    { name: 'X-Robots-Tag', value: 'noindex, nofollow' },
  ];
}
