import { uiSettingsSchema } from '../../contract/ui-settings';
import type { SiteInfoResponse } from '../../contract/system';
import { OPENSTREETMAP_TILES } from '../../core/map-tile-source';

/** The `/api/site` reply component tests answer with; override what a test is about. */
export function siteInfoFixture(overrides: Partial<SiteInfoResponse> = {}): SiteInfoResponse {
  return {
    identity: {
      agentName: 'Sam Ridge',
      teamName: 'Ridgeline Team',
      phone: '(928) 555-0100',
      photoUrl: '/agent-photo.svg',
      officeAddress: '1 Main St, Payson, AZ',
      aboutUrl: 'https://example.com',
      mlsName: 'ARMLS',
      bridgeLenderUrl: 'https://lender.example/apply',
    },
    listingsUpdatedAt: null,
    googleSignInEnabled: false,
    photoSources: ['/mls-photos/'],
    appearance: { ui: uiSettingsSchema.parse({}) },
    mapTiles: OPENSTREETMAP_TILES,
    ...overrides,
  };
}
