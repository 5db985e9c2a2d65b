import { formatPriceAmount } from './price';

/** French and some currencies use (narrow) no-break spaces; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

test('a minimum alone is one amount, with the currency where each language puts it', () => {
  expect(plain(formatPriceAmount({ priceFrom: 12000 }, 'it', 'EUR'))).toBe('12.000 €');
  expect(formatPriceAmount({ priceFrom: 12000 }, 'en', 'EUR')).toBe('€12,000');
  expect(plain(formatPriceAmount({ priceFrom: 12000, priceTo: null }, 'fr', 'EUR'))).toBe(
    '12 000 €',
  );
});

test('a maximum makes a range, in the language’s way of writing one', () => {
  expect(plain(formatPriceAmount({ priceFrom: 4500, priceTo: 9000 }, 'en', 'EUR'))).toBe(
    '€4,500 – €9,000',
  );
  expect(plain(formatPriceAmount({ priceFrom: 4500, priceTo: 9000 }, 'fr', 'CHF'))).toBe(
    '4 500–9 000 CHF',
  );
});
