import { bookingService } from './booking';

it.each([
  ['https://cal.com/nodostudio/consulenza', 'cal.com'],
  ['https://www.calendly.com/nodo/30min', 'calendly.com'],
  ['https://calendar.app.google/AbC123', 'calendar.app.google'],
])('names the service of %s by its host: %s', (url, service) => {
  expect(bookingService(url)).toBe(service);
});
