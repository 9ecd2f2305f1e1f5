import { createQueryClient } from '../lib/query-client';
import { siteInfoQueryOptions } from '../lib/site-info';
import { siteInfoFixture } from './site-info-fixture';

/**
 * A fresh query cache with the site info already in, as a page has it from its first render
 * (the server renderer puts it in, the browser reads it from the page's embedded config).
 */
export function siteInfoClient(site = siteInfoFixture()) {
  const client = createQueryClient();
  client.setQueryData(siteInfoQueryOptions().queryKey, site);
  return client;
}
