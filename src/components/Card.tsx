import styled from '@emotion/styled';
import { GRADIENTS } from '../theme/gradients';

// One class for value, team, service and project cards, so the page's CSS states it once: data-gradient
// (a GradientName) colours a service's icon box, data-tone="dark" darkens the card.
export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  height: 100%;
  padding: ${({ theme }) => theme.space(7)};
  border: ${({ theme }) => `${theme.borders.hairline} ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  > svg {
    box-sizing: content-box;
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }

  /* A picture fills the card's top, edge to edge. */
  > picture {
    display: block;
    margin: ${({ theme }) => `-${theme.space(7)} -${theme.space(7)} ${theme.space(2)}`};
    overflow: hidden;
    border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};

    img {
      width: 100%;
      height: auto;
    }
  }

  &[data-gradient] > svg {
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  ${Object.entries(GRADIENTS)
    .map(
      ([name, [from, to]]) =>
        `&[data-gradient=${name}]>svg{background:linear-gradient(135deg,${from},${to})}`,
    )
    .join('')}

  &[data-tone='dark'] {
    background: ${({ theme }) => theme.colors.dark};
    border-color: ${({ theme }) => theme.colors.darkBorder};
    color: ${({ theme }) => theme.colors.onDark};
    --focus-ring: ${({ theme }) => theme.colors.focusOnDark};

    p,
    span {
      color: ${({ theme }) => theme.colors.onDarkMuted};
    }
  }
`;
