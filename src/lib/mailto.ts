/**
 * A mailto: link to the studio with the subject filled in: the way to reach it when the form
 * cannot send. Only the subject: nothing the visitor typed goes into a URL.
 */
export function mailtoHref(address: string, subject: string): string {
  // encodeURIComponent writes spaces as %20, which every mail client reads (RFC 6068).
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}
