import { describeLeadAnswers } from '../../../core/lead-answers';
import type { Config } from '../../config';
import type { Database } from '../../db/connect';
import { siteOrigin } from '../../http/site-origin';
import { singleLine, type Mailer } from '../../integrations/mail/client';
import { defineJob, type JobDefinition } from '../../jobs/queue';
import { findLeadListing } from '../listings/read-store';
import type { Settings } from '../settings/settings';
import { assignedAgentOf } from './routing-store';
import { storedSubmissionSchema } from './stored-submission';
import { findSubmission } from './store';

/** The job that e-mails the team about a new lead (queued right after the lead is stored). */
export const TEAM_ALERT_JOB = 'leads.notify-team';

/**
 * Who hears about a new lead at once: the addresses of the General tab's 'New-lead e-mails'
 * when set, else every admin (speed to lead: the first agent to call usually wins the client).
 */
export async function teamAddresses(deps: {
  settings: Pick<Settings, 'current'>;
  adminEmails: () => Promise<string[]>;
}): Promise<string[]> {
  const listed = (await deps.settings.current()).generalSettings.leadAlertEmails
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  if (listed.length > 0) return listed;
  return [...new Set((await deps.adminEmails()).map((email) => email.toLowerCase()))];
}

/**
 * Who the new-lead e-mail goes to: the agent the lead was assigned to first (speed to lead is
 * theirs), then the team's addresses, each address once.
 */
export function alertRecipients(agent: { email: string } | null, team: string[]): string[] {
  const seen = new Set<string>();
  return [...(agent ? [agent.email] : []), ...team].filter((address) => {
    const key = address.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Any line break: CR LF, CR, LF, U+0085, U+2028, U+2029. */
const LINE_BREAK = /\r\n|[\r\n\u0085\u2028\u2029]/;

/**
 * The answers as 'Label: answer' lines; an answer typed on several lines (comments) keeps
 * them, indented, so none of its lines reads as a label of its own ('Bcc: …').
 */
function answersText(lead: Parameters<typeof describeLeadAnswers>[0]): string {
  return describeLeadAnswers(lead)
    .map(([label, answer]) => `${label}: ${answer.split(LINE_BREAK).map(singleLine).join('\n  ')}`)
    .join('\n');
}

/**
 * The e-mail of one lead: who, how to reach them, what they asked about, their answers, where
 * to open them. The lead's name, e-mail and phone and the listing's facts are one line each:
 * a name typed with line breaks cannot add lines to the text (or, by the mailer, the subject).
 */
export function teamAlertMessage(input: {
  submissionId: number;
  contactId: number | null;
  submission: Record<string, unknown>;
  listing: { address: string; city: string; mlsNumber: string } | null;
  propertyId: number | null;
  submittedAt: Date;
  origin: string;
  /** The agent the lead was routed to, if any. */
  assignedTo?: string | null;
}): { subject: string; text: string } {
  const lead = storedSubmissionSchema.parse(input.submission);
  const name = singleLine(`${lead.firstName} ${lead.lastName}`);
  const address = input.listing ? singleLine(input.listing.address) : null;
  const lines = [
    `A new lead just came in from the website: ${name}.`,
    ...(input.assignedTo ? [`Assigned to ${singleLine(input.assignedTo)}: call them first.`] : []),
    '',
    `E-mail: ${singleLine(lead.email)}`,
    `Phone: ${singleLine(lead.phone)}`,
  ];
  if (input.listing) {
    lines.push(
      `About: ${address}, ${singleLine(input.listing.city)} (MLS #${singleLine(input.listing.mlsNumber)})`,
      `Listing: ${input.origin}/property/${input.propertyId}`,
    );
  }
  if (lead.suspectedSpam) lines.push(`Note: suspected spam (${singleLine(lead.suspectedSpam)})`);
  const answers = answersText(lead);
  if (answers) lines.push('', 'Answers:', answers);
  if (input.contactId !== null) {
    lines.push('', `Open the contact: ${input.origin}/admin/contacts/${input.contactId}`);
  }
  lines.push(
    '',
    `Submitted ${input.submittedAt.toISOString()} (submission ${input.submissionId}).`,
  );
  return {
    subject: `New lead: ${name}${address ? ` (${address})` : ''}`,
    text: lines.join('\n'),
  };
}

/**
 * Sends the new-lead e-mail (SMTP, or the mail outbox without SMTP_URL). A pg-boss job: kept
 * in the database until sent, retried when the mail server fails, run within seconds of the
 * lead.
 */
export function teamAlertJob(deps: {
  db: Database;
  config: Config;
  mailer: Mailer;
  settings: Pick<Settings, 'current'>;
  adminEmails: () => Promise<string[]>;
}): JobDefinition {
  return defineJob<{ submissionId: number }>({
    name: TEAM_ALERT_JOB,
    policy: 'standard',
    retryLimit: 10,
    retryDelaySeconds: 30,
    handler: async ({ submissionId }, { logger }) => {
      const submission = await findSubmission(deps.db, submissionId);
      if (!submission || submission.spamReason) return;
      const agent =
        submission.contactId === null ? null : await assignedAgentOf(deps.db, submission.contactId);
      const to = alertRecipients(agent, await teamAddresses(deps));
      if (to.length === 0) {
        logger.warn({ submissionId }, 'no admin or new-lead address to tell about a lead');
        return;
      }
      const listing =
        submission.propertyId === null
          ? null
          : await findLeadListing(deps.db, submission.propertyId, { displayableOnly: false });
      const message = teamAlertMessage({
        submissionId,
        contactId: submission.contactId,
        submission: submission.answers,
        listing,
        propertyId: submission.propertyId,
        submittedAt: submission.createdAt,
        origin: siteOrigin(deps.config),
        assignedTo: agent?.name ?? null,
      });
      await deps.mailer.send({ to: to.join(', '), ...message });
      return {
        message: 'team told about a new lead',
        fields: { submissionId, recipients: to.length },
      };
    },
  });
}
