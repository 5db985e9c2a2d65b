import { transformSync } from '@babel/core';
import noEmotionTargets from './babel-plugin-no-emotion-targets';

/** Compiles like a production build: Emotion's babel plugin first, then this one. */
function compile(source: string, withPlugin = true): string {
  const result = transformSync(source, {
    babelrc: false,
    configFile: false,
    filename: 'Section.js',
    envName: 'production',
    plugins: ['@emotion/babel-plugin', ...(withPlugin ? [noEmotionTargets] : [])],
  });
  return result?.code ?? '';
}

const SOURCE = `
import styled from '@emotion/styled';
const Title = styled.h1\`color: red;\`;
const Card = styled('div', { shouldForwardProp: () => true })\`margin: 0;\`;
const other = someCall('x', { target: 'kept' });
`;

describe('babel-plugin-no-emotion-targets', () => {
  it('is needed: Emotion gives every styled component a target class', () => {
    // Two components, each with a production and a development options object.
    expect(compile(SOURCE, false).match(/target: "e[0-9a-z]+"/g)).toHaveLength(4);
  });

  it('removes those targets and keeps the other options', () => {
    const code = compile(SOURCE);
    expect(code).not.toMatch(/target: "e[0-9a-z]+"/);
    expect(code).toContain('shouldForwardProp');
    expect(code).toMatch(/from "@emotion\/styled\/base"/);
  });

  it('leaves a "target" alone when it is not an option of the styled base', () => {
    expect(compile(SOURCE)).toContain("someCall('x', {\n  target: 'kept'\n})");
  });
});
