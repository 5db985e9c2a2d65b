import { render, screen } from '@testing-library/react';
import { Picture } from './Picture';
import { queriedPicture } from '../test-utils/content';

const image = queriedPicture('/images/work-retail-dashboard.jpg').childImageSharp.gatsbyImageData;

it('waits to be near, unless it is the page’s largest paint: then it is fetched first, at once', () => {
  render(
    <>
      <Picture image={image} alt="later" />
      <Picture image={image} alt="first" priority />
    </>,
  );
  expect(screen.getByAltText('later')).toHaveAttribute('loading', 'lazy');
  expect(screen.getByAltText('later')).not.toHaveAttribute('fetchpriority');
  expect(screen.getByAltText('first')).toHaveAttribute('loading', 'eager');
  expect(screen.getByAltText('first')).toHaveAttribute('fetchpriority', 'high');
});
