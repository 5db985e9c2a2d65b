import styled from '@emotion/styled';
import { SvgIcon } from './Icon';
import { Picture } from './Picture';
import { GRADIENTS, type GradientName } from '../theme/gradients';

// The value, team, service and project cards and their parts. A dark card (`tone="dark"`) swaps the
// colours its parts read: the muted text is a custom property, so a part needs no rule per tone.
export const Card = styled.article<{ tone?: 'dark' }>`
  --card-muted: ${({ theme }) => theme.colors.textMuted};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  height: 100%;
  padding: ${({ theme }) => theme.space(7)};
  border: ${({ theme }) => `${theme.borders.hairline} ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${({ theme, tone }) =>
    tone === 'dark'
      ? `--card-muted:${theme.colors.onDarkMuted};--focus-ring:${theme.colors.focusOnDark};background:${theme.colors.dark};border-color:${theme.colors.darkBorder};color:${theme.colors.onDark};`
      : ''}
`;

export const CardTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export const CardText = styled.p`
  color: var(--card-muted);
`;

/** A card's small print: a duration, a detail under its text. */
export const CardNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: var(--card-muted);
`;

export const CardList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};

  ${({ theme }) => theme.mq.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** A content-named icon (values, services), drawn a little thinner than the interface's. */
export const CardIcon = styled(SvgIcon, {
  shouldForwardProp: (prop) => prop !== 'gradient', // styles only: never an <svg> attribute
})<{ gradient?: GradientName }>`
  box-sizing: content-box;
  stroke-width: 1.75;
  width: ${({ theme }) => theme.sizes.icon};
  height: ${({ theme }) => theme.sizes.icon};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, gradient }) =>
    gradient
      ? `linear-gradient(135deg,${GRADIENTS[gradient][0]},${GRADIENTS[gradient][1]})`
      : theme.colors.primarySoft};
  color: ${({ theme, gradient }) => (gradient ? theme.colors.onGradient : theme.colors.primary)};
`;

/** A picture fills the card's top, edge to edge. */
export const CardPicture = styled(Picture)`
  display: block;
  margin: ${({ theme }) => `-${theme.space(7)} -${theme.space(7)} ${theme.space(2)}`};
  overflow: hidden;
  border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};

  & img {
    width: 100%;
    height: auto;
    object-fit: cover;
  }
`;

/** A card's short list at its foot, each item after a check mark (services, engagements). */
export const CardFeatures = styled.ul`
  margin-top: auto;
  padding: ${({ theme }) => `${theme.space(4)} 0 0`};
  list-style: none;
  border-top: ${({ theme }) => `${theme.borders.hairline} ${theme.colors.border}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const CardFeature = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};

  /* A check mark drawn by CSS, once, rather than an icon in every item's markup. */
  &::before {
    content: '';
    flex-shrink: 0;
    width: 0.375em;
    height: 0.75em;
    margin: 0.2em 0.3em 0;
    border: solid ${({ theme }) => theme.colors.positive};
    border-width: 0 2px 2px 0;
    transform: rotate(45deg);
  }
`;
