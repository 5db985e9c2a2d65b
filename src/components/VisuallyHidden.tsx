import styled from '@emotion/styled';

/** The rules that keep an element in the accessibility tree while taking it off the screen. */
export const visuallyHiddenRules = `
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

export const VisuallyHidden = styled.span(visuallyHiddenRules);
