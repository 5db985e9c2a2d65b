import styled from '@emotion/styled';

type Variant = 'primary' | 'secondary' | 'onDark';

/**
 * A link that looks like a button. In-page targets stay real anchors, so they work without
 * JavaScript and move keyboard focus to the section they scroll to.
 */
export const ButtonLink = styled.a<{ variant?: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(6)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: ${({ theme }) => theme.borders.hairline} transparent;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.base};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.durations.fast},
    transform ${({ theme }) => theme.durations.fast},
    box-shadow ${({ theme }) => theme.durations.fast};

  ${({ theme, variant = 'primary' }) => {
    switch (variant) {
      case 'secondary':
        return `
          color: ${theme.colors.primary};
          background: ${theme.colors.primarySoft};
          &:hover { background: ${theme.colors.border}; }
        `;
      case 'onDark':
        return `
          color: ${theme.colors.onDark};
          background: transparent;
          border-color: ${theme.colors.darkBorder};
          &:hover { background: ${theme.colors.darkRaised}; }
        `;
      default:
        return `
          color: ${theme.colors.onPrimary};
          background: ${theme.colors.primary};
          box-shadow: ${theme.shadows.glow};
          &:hover { background: ${theme.colors.primaryHover}; transform: translateY(-1px); }
        `;
    }
  }}

  svg {
    width: 1.125rem;
    height: 1.125rem;
  }
`;
