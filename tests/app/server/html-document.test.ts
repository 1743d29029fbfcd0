// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toHtmlDocument } from '@/app/server/html-document';
import type { RenderedPage } from '@/app/server/render-page';

/** The built index.html, shortened: what the page's HTML is made from. */
const TEMPLATE = `<!doctype html>
<html lang="ko" class="dark">
  <head>
    <!--page-head-->
    <title>default</title>
    <!--/page-head-->
    <script>theme()</script>
    <script type="module" crossorigin src="/static/js/index-AbCdEf12.js"></script>
    <link rel="modulepreload" crossorigin href="/static/js/react-vendor-AbCdEf12.js">
    <link rel="stylesheet" crossorigin href="/static/css/index-AbCdEf12.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript>자바스크립트를 켜 주세요.</noscript>
  </body>
</html>`;

const page: RenderedPage = {
  status: 200,
  route: '/about',
  html: '<h1>회사소개 $&</h1>',
  head: '<title>회사소개 | JY건설</title>',
  dataJson: '{"a":1}',
  settingsJson: '{"company":{"name":"JY건설"}}',
};

describe('toHtmlDocument', () => {
  it('puts the page head in place of the default one, the page into #root naming its route, its data and settings after it', () => {
    const html = toHtmlDocument(TEMPLATE, page);
    expect(html).toContain('<title>회사소개 | JY건설</title>');
    expect(html).not.toContain('default');
    expect(html).toContain(
      '<div id="root" data-route="/about"><h1>회사소개 $&</h1></div>\n    <script type="application/json" id="page-data">{"a":1}</script>' +
        '\n    <script type="application/json" id="site-settings">{"company":{"name":"JY건설"}}</script>',
    );
    expect(html).toContain('<script>theme()</script>');
    // The app is named, not fetched: the inline script loads it once the page has painted.
    expect(html).toContain('<meta name="app-entry" content="/static/js/index-AbCdEf12.js">');
    expect(html).not.toMatch(/<script type="module"|modulepreload/);
    expect(html).not.toContain('<noscript>');
  });

  it('gives the 404 page the styles only: no app, no data', () => {
    const html = toHtmlDocument(TEMPLATE, {
      status: 404,
      route: null,
      html: '<main>없음</main>',
      head: '<meta name="robots" content="noindex, nofollow">',
      dataJson: null,
      settingsJson: null,
    });
    expect(html).toContain('<main>없음</main>');
    expect(html).not.toMatch(/type="module"|modulepreload|id="root"|page-data|site-settings/);
    expect(html).toContain('rel="stylesheet"');
    expect(html).toContain('<script>theme()</script>');
  });

  it('refuses a template without the page-head markers or an empty #root', () => {
    expect(() => toHtmlDocument(TEMPLATE.replace('<!--page-head-->', ''), page)).toThrow(/page-head/);
    expect(() => toHtmlDocument(TEMPLATE.replace('<div id="root"></div>', '<div id="root">x</div>'), page)).toThrow(/root/);
  });
});
