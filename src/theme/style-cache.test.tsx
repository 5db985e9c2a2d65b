/** @jest-environment node */
import { CacheProvider, keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { createStyleCache, serverStyleNames } from './style-cache';

const spin = keyframes`to { transform: rotate(360deg); }`;
const Box = styled.div`
  color: red;
  animation: ${spin} 1s;
`;

it('reads from the server sheet exactly the names Emotion inserted (fails if an upgrade renames them)', () => {
  // As gatsby-ssr.tsx does: extraction into one <style> in <head>.
  const cache = createStyleCache();
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <Box />
    </CacheProvider>,
  );
  const { css } = createEmotionServer(cache).extractCritical(html);
  expect(serverStyleNames(css).sort()).toEqual(Object.keys(cache.inserted).sort());
  expect(serverStyleNames(css)).toHaveLength(2);
});
