// ApexCharts' stylesheet linked under the id it looks for, so it injects no <style> (CSP); `!=!` emits it
// as a hashed asset, not inlined into every page by Gatsby's CSS rule.
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
