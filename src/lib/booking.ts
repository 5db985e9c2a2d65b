/** The booking service a link takes the visitor to, by its address's host: "cal.com". */
export const bookingService = (bookingUrl: string): string =>
  new URL(bookingUrl).hostname.replace(/^www\./, '');
