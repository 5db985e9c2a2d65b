import { withPrefix } from 'gatsby';
import type { AnchorHTMLAttributes } from 'react';
import styled from '@emotion/styled';

type LogoProps = AnchorHTMLAttributes<HTMLAnchorElement> & { name: string };

/** The studio's mark (the favicon, one cached file) and name, linking where the caller says. */
export function Logo({ name, ...linkProps }: LogoProps) {
  return (
    <Link {...linkProps}>
      <img src={withPrefix('/favicon.svg')} alt="" width={32} height={32} />
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
