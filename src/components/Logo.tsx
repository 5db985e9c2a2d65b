import { useId } from 'react';
import type { AnchorHTMLAttributes } from 'react';
import styled from '@emotion/styled';
import { brand } from '../theme/brand';

interface LogoProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  name: string;
}

/**
 * The studio's mark (src/theme/brand-tokens.json, like the favicon) and name; a link whose target
 * the caller decides (top of page or home).
 */
export function Logo({ name, ...linkProps }: LogoProps) {
  const { size, radius, path, strokeWidth } = brand.mark;
  const gradientId = `logo-${useId().replace(/:/g, '')}`;
  return (
    <Link {...linkProps}>
      <Mark viewBox={`0 0 ${size} ${size}`} aria-hidden="true" focusable="false">
        <rect width={size} height={size} rx={radius} fill={`url(#${gradientId})`} />
        <path
          d={path}
          stroke={brand.onBrand}
          strokeWidth={strokeWidth}
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <defs>
          <linearGradient
            id={gradientId}
            x1="0"
            y1="0"
            x2={size}
            y2={size}
            gradientUnits="userSpaceOnUse"
          >
            <stop stopColor={brand.primary} />
            <stop offset="1" stopColor={brand.accent} />
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
