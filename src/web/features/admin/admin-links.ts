import type { LucideIcon } from 'lucide-react';
import { PAGES } from '../../../core/page-routes';
import {
  Activity,
  ClipboardCheck,
  ClipboardList,
  Database,
  FileSpreadsheet,
  FileText,
  GitMerge,
  Link2,
  Route,
  Users,
} from 'lucide-react';

/** A page of the back office the panel leads to (back-office spec section 2, quick links). */
export type AdminLink = {
  href: string;
  title: string;
  description: string;
  icon: LucideIcon;
  /**
   * False while the page is not built yet: the panel shows the card as 'Coming soon', not as a
   * link. The issue that builds a page flips its entry.
   */
  available: boolean;
};

export const COMING_SOON = 'Coming soon';

export const CONTACTS_LINK: AdminLink = {
  href: PAGES.adminContacts,
  title: 'Contacts',
  description: 'View CRM contacts',
  icon: Users,
  available: true,
};

/** The panel's quick links, in the spec's order. */
export const ADMIN_QUICK_LINKS: readonly AdminLink[] = [
  // the checklist opens from each client's own link (/bfr-form?token=…), never bare: the
  // tile leads to the page that makes those links (issue 41: it said 'Coming soon')
  {
    href: PAGES.adminBfrAutomation,
    title: 'BFR Form',
    description:
      'Buyer file requirements checklist: clients open it from their own link, made in BFR Automation',
    icon: ClipboardList,
    available: true,
  },
  {
    href: PAGES.adminCache,
    title: 'City Cache',
    description: 'City cache management',
    icon: Database,
    available: true,
  },
  {
    href: PAGES.adminFubMapping,
    title: 'CRM Field Mapping',
    description: 'Map BFR form fields to CRM custom fields',
    icon: GitMerge,
    available: true,
  },
  {
    href: PAGES.adminGoogleSheets,
    title: 'Google Sheets',
    description: 'Google Sheets configuration',
    icon: FileSpreadsheet,
    available: true,
  },
  {
    href: PAGES.adminGoogleForms,
    title: 'Google Forms',
    description: 'Legacy forms configuration',
    icon: FileText,
    available: true,
  },
  CONTACTS_LINK,
  {
    href: PAGES.adminOperations,
    title: 'Operations',
    description: 'Feed freshness, lead delivery and job health',
    icon: Activity,
    available: true,
  },
  // not a quick link of the spec, which lists its screen among the admin pages: after the
  // spec's links, like Operations
  {
    href: PAGES.adminBfrUpdate,
    title: 'BFR Admin Update Tool',
    description: "Look up a contact and update their buyer's file",
    icon: ClipboardCheck,
    available: true,
  },
  {
    href: PAGES.adminBfrAutomation,
    title: 'BFR Automation',
    description: 'BFR link generation and contact monitoring',
    icon: Link2,
    available: true,
  },
  // the team's showing planner (issue 24), after the spec's links
  {
    href: PAGES.adminShowings,
    title: 'Showing Planner',
    description: 'Order showings into the shortest drive and print the day',
    icon: Route,
    available: true,
  },
];
