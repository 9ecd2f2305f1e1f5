import { formatDateTime } from '../../../core/date-time-format';
import { googleFormsFields, type GoogleFormsLead } from '../../../core/google-forms';
import { leadAnswersText } from '../../../core/lead-answers';
import type { Config } from '../../config';
import { AppsScriptError, createAppsScriptClient } from '../../integrations/apps-script/client';
import { createGoogleFormsClient, GoogleFormsError } from '../../integrations/google-forms/client';
import type { AppsScriptSettings, GoogleFormsSettings } from '../settings/integrations';
import { leadSource } from './lead-source';
import { DeliveryError, type LeadDestination } from './outbox';
import { readStoredSubmission, type StoredSubmission } from './stored-submission';

/*
 * The two Google destinations of a lead: the Apps Script web app (a Google Sheet) and the
 * legacy Google Form. Their bodies are built here for the outbox and for the admin pages'
 * test sends alike, so a test row is what a real lead would be.
 */

/** One lead as these destinations need it. `submissionId` is a string for a test lead. */
export type GoogleLead = {
  submissionId: number | string;
  submittedAt: Date;
  pageUrl: string | null;
  submission: StoredSubmission;
  /** Marks a test sent from an admin page (the sheet can filter on it). */
  test?: boolean;
};

/** The Apps Script body: the lead as JSON, with its submissionId so the script can skip a retried copy. */
export function appsScriptBody(config: Config, settings: AppsScriptSettings, lead: GoogleLead) {
  const { firstName, lastName, email, phone, ...answers } = lead.submission;
  return {
    submissionId: lead.submissionId,
    submittedAt: lead.submittedAt.toISOString(),
    formType: settings.formType,
    source: leadSource(config),
    pageUrl: lead.pageUrl,
    ...(lead.test ? { test: true } : {}),
    contact: { firstName, lastName, email, phone },
    answers,
    summary: leadAnswersText(answers),
  };
}

/** The lead as the form's questions read it. */
export function googleFormsLead(lead: GoogleLead): GoogleFormsLead {
  const submission = lead.submission;
  return {
    ...submission,
    reference: `RL-${lead.submissionId}`,
    submittedAt: formatDateTime(lead.submittedAt.toISOString()) ?? lead.submittedAt.toISOString(),
    summary: leadAnswersText(submission),
    pageUrl: lead.pageUrl,
  };
}

/** The form's `entry.N`/value pairs for a lead. */
export function googleFormsBody(settings: GoogleFormsSettings, lead: GoogleLead) {
  return googleFormsFields(googleFormsLead(lead), settings.entryIds);
}

/** An Apps Script failure as the outbox sees it: a timeout may have arrived (the script skips a repeat). */
function appsScriptFailure(error: unknown): unknown {
  if (error instanceof AppsScriptError) {
    return new DeliveryError(`${error.kind}: ${error.message}`, {
      ambiguous: error.kind === 'timeout',
    });
  }
  return error;
}

/**
 * A Google Forms failure as the outbox sees it. Google cannot be asked whether a response
 * arrived, nor told to ignore a repeat, so a timed-out response is sent again (decision 017):
 * a rare duplicate row, carrying the same lead reference, rather than a lost lead.
 */
function googleFormsFailure(error: unknown): unknown {
  if (error instanceof GoogleFormsError)
    return new DeliveryError(`${error.kind}: ${error.message}`);
  return error;
}

/** The delivery as a Google lead. */
function leadOf(delivery: Parameters<LeadDestination['deliver']>[0]): GoogleLead {
  return {
    submissionId: delivery.submissionId,
    submittedAt: delivery.submittedAt,
    pageUrl: delivery.pageUrl,
    submission: readStoredSubmission(delivery),
  };
}

/**
 * The Google Apps Script web app (docs/decisions/010-lead-delivery.md has the script we ask
 * for).
 */
export function appsScriptDestination(
  config: Config,
  settings: AppsScriptSettings,
): LeadDestination {
  const client = createAppsScriptClient();
  return {
    name: 'apps-script',
    label: 'Google Apps Script',
    async deliver(delivery) {
      const body = appsScriptBody(config, settings, leadOf(delivery));
      try {
        await client.post(settings.webhookUrl, body);
        return { externalId: null };
      } catch (error) {
        throw appsScriptFailure(error);
      }
    },
  };
}

/** The legacy Google Form: the mapped fields posted as a response. */
export function googleFormsDestination(settings: GoogleFormsSettings): LeadDestination {
  const client = createGoogleFormsClient();
  return {
    name: 'google-forms',
    label: 'Google Forms',
    async deliver(delivery) {
      const fields = googleFormsBody(settings, leadOf(delivery));
      try {
        await client.submit(settings.responseUrl, fields);
        return { externalId: null };
      } catch (error) {
        throw googleFormsFailure(error);
      }
    },
  };
}
