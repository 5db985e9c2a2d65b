/**
 * ApexCharts' own stylesheet, linked with the id ApexCharts looks for, so it injects no <style>
 * (which the Content-Security-Policy would have to allow by hash). The `!=!` prefix (webpack's
 * inline matchResource) emits the file as a hashed asset: through Gatsby's CSS rule it would be
 * inlined into every page's HTML.
 */
let linked: Promise<void> | undefined;

/** Adds the <link> once; resolves when it has loaded, or failed (the chart draws regardless). */
export function linkChartStylesheet(): Promise<void> {
  linked ??= new Promise((resolve) => {
    const link = document.createElement('link');
    link.id = 'apexcharts-css';
    link.rel = 'stylesheet';
    link.href = new URL(
      'apexcharts.css.webpack[asset/resource]!=!apexcharts/dist/apexcharts.css',
      import.meta.url,
    ).href;
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
  return linked;
}
