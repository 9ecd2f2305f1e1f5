// @vitest-environment node
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { PAGES } from '../../../core/page-routes';
import { renderOnServer } from '../../testing/render-on-server';
import { siteInfoClient } from '../../testing/site-info-client';
import { comparisonReply } from './comparison-fixture';
import { priceComparisonQueryOptions } from './api/get-price-comparison';
import { marketAnalysisQueryOptions } from './api/get-market-analysis';
import { MARKET_ANALYSIS_LOADING, MarketAnalysisPage } from './market-analysis-page';
import { PRICE_COMPARISON_LOADING, PriceComparisonPage } from './price-comparison-page';

function renderAt(url: string, page: ReactNode, withData = false) {
  const client = siteInfoClient();
  if (withData) {
    client.setQueryData(priceComparisonQueryOptions('42').queryKey, comparisonReply());
    client.setQueryData(marketAnalysisQueryOptions('42').queryKey, comparisonReply());
  }
  // text only: React separates adjacent text nodes with comments
  return renderOnServer(page, { url, client }).replaceAll('<!-- -->', '');
}

const price = (path: string, withData = false) =>
  renderAt(path, <Route path={PAGES.priceComparison} component={PriceComparisonPage} />, withData);
const analysis = (path: string, withData = false) =>
  renderAt(path, <Route path={PAGES.comparison} component={MarketAnalysisPage} />, withData);

// Rendered on the server too: no browser globals, no clock-dependent text while rendering.
describe('comparison pages on the server', () => {
  it('render their loading states before the data is in', () => {
    expect(typeof window).toBe('undefined');
    expect(price('/price-comparison/42')).toContain(PRICE_COMPARISON_LOADING);
    expect(analysis('/comparison/42')).toContain(MARKET_ANALYSIS_LOADING);
  });

  it('render their figures from fetched data, the report date left to the browser', () => {
    const priceHtml = price('/price-comparison/42', true);
    expect(priceHtml).toContain('Price Comparison</h1>');
    expect(priceHtml).toContain('+$5,000 (+1.3%)');
    const analysisHtml = analysis('/comparison/42', true);
    expect(analysisHtml).toContain('Comparative Market Analysis</h1>');
    expect(analysisHtml).toContain('-$70,000 (-17.5%)');
    expect(analysisHtml).toContain('Report date: …');
    expect(analysisHtml).toContain(
      'Data source: ARMLS listings via the SPARK API (not synchronized yet).',
    );
  });

  it('render Invalid property ID for an id that is not a number', () => {
    expect(price('/price-comparison/abc')).toContain('Invalid property ID</h1>');
    expect(analysis('/comparison/abc')).toContain('Invalid property ID</h1>');
  });
});
