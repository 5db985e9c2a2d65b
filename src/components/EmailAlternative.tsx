import styled from '@emotion/styled';
import { mailtoHref } from '../lib/mailto';

interface EmailAlternativeProps {
  /** The words before the address ("You can also write to us directly:"). */
  lead: string;
  /** The studio's address (content/site.yaml). */
  email: string;
  /** The subject the visitor's mail program starts with. */
  subject: string;
}

/**
 * The other way to reach the studio when the form cannot send: its address as a mailto: link,
 * with the subject filled in and nothing of what the visitor typed.
 */
export function EmailAlternative({ lead, email, subject }: EmailAlternativeProps) {
  return (
    <Line>
      {lead} <a href={mailtoHref(email, subject)}>{email}</a>
    </Line>
  );
}

const Line = styled.p`
  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: underline;
    text-underline-offset: 0.2em;
    overflow-wrap: anywhere;
  }
`;
