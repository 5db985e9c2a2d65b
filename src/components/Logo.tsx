import { useId } from 'react';
import type { AnchorHTMLAttributes } from 'react';
import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';

interface LogoProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  name: string;
}

/** The studio's mark and name; a link whose target the caller decides (top of page or home). */
export function Logo({ name, ...linkProps }: LogoProps) {
  const theme = useTheme();
  const gradientId = `logo-${useId().replace(/:/g, '')}`;
  return (
    <Link {...linkProps}>
      <Mark viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
        <path
          d="M9 22V10l14 12V10"
          stroke={theme.colors.onPrimary}
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <defs>
          <linearGradient
            id={gradientId}
            x1="0"
            y1="0"
            x2="32"
            y2="32"
            gradientUnits="userSpaceOnUse"
          >
            <stop stopColor={theme.colors.primary} />
            <stop offset="1" stopColor={theme.colors.brandAccent} />
          </linearGradient>
        </defs>
      </Mark>
      <span>{name}</span>
    </Link>
  );
}

const Link = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 2.75rem;
  color: inherit;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  letter-spacing: -0.02em;
  text-decoration: none;
  white-space: nowrap;
`;

const Mark = styled.svg`
  width: 2rem;
  height: 2rem;
  flex-shrink: 0;
`;
