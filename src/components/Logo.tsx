import { useId } from 'react';
import type { AnchorHTMLAttributes } from 'react';
import styled from '@emotion/styled';
import { brand } from '../theme/brand';

const ROUND_LINE = { fill: 'none', strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

interface LogoProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  name: string;
}

/** The studio's mark (brand-tokens.json, like the favicon) and name, linking where the caller says. */
export function Logo({ name, ...linkProps }: LogoProps) {
  const { size, radius, path, strokeWidth } = brand.mark;
  const gradientId = `logo-${useId().replace(/:/g, '')}`;
  return (
    <Link {...linkProps}>
      <Mark viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
        <linearGradient id={gradientId} x2="1" y2="1">
          <stop stopColor={brand.primary} />
          <stop offset="1" stopColor={brand.accent} />
        </linearGradient>
        <rect width={size} height={size} rx={radius} fill={`url(#${gradientId})`} />
        <path d={path} stroke={brand.onBrand} strokeWidth={strokeWidth} {...ROUND_LINE} />
      </Mark>
      {name}
    </Link>
  );
}

const Link = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  text-decoration: none;
`;

const Mark = styled.svg`
  width: 2rem;
`;
