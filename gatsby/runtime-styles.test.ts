import path from 'node:path';
import {
  EMOTION_EMPTY_STYLE,
  apexChartsStyles,
  browserEntry,
  injectedStyleTexts,
  runtimeStyles,
  stringLiteralAt,
} from './runtime-styles';

const siteDir = path.join(__dirname, '..');

describe('stringLiteralAt', () => {
  it('reads single- and double-quoted literals with their escapes', () => {
    const source = `x='a\\'b\\n',y="c\\"d\\u0041"`;
    expect(stringLiteralAt(source, 2)).toBe("a'b\n");
    expect(stringLiteralAt(source, source.indexOf('"'))).toBe('c"dA');
  });

  it('finds nothing where no literal starts or it never ends', () => {
    expect(stringLiteralAt('x=a', 2)).toBeUndefined();
    expect(stringLiteralAt('x="abc', 2)).toBeUndefined();
  });
});

describe('injectedStyleTexts', () => {
  it('takes the literal text each created <style> receives', () => {
    const bundle =
      'var a=document.createElement("style");a.id="x",a.textContent=".a{}";' +
      "var b=document.createElement('style');b.setAttribute('type','text/css');" +
      'var t=document.createTextNode("\\n.b{}\\n");b.appendChild(t);';
    expect(injectedStyleTexts(bundle, 'lib')).toEqual(['.a{}', '\n.b{}\n']);
  });

  it('stops the build when a created <style> gets no literal text', () => {
    const bundle = 'var a=document.createElement("style");a.textContent=css;';
    expect(() => injectedStyleTexts(bundle, 'lib')).toThrow(
      /lib creates a <style> element .* without a literal text/,
    );
  });
});

describe('the installed ApexCharts', () => {
  it('is bundled from its ES module build', () => {
    expect(browserEntry(siteDir, 'apexcharts')).toMatch(/apexcharts\.esm\.js$/);
  });

  it('adds its stylesheet and its legend rules', () => {
    const texts = apexChartsStyles(siteDir).map((style) => style.text);
    expect(texts).toHaveLength(2);
    expect(texts.find((text) => text.includes('.apexcharts-canvas'))).toBeDefined();
    expect(texts.find((text) => text.includes('.apexcharts-legend-series'))).toBeDefined();
  });
});

describe('runtimeStyles', () => {
  it("is Emotion's empty sheet and ApexCharts' blocks", () => {
    const styles = runtimeStyles(siteDir);
    expect(styles[0]).toBe(EMOTION_EMPTY_STYLE);
    expect(styles).toHaveLength(3);
  });
});
