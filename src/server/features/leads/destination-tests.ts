import type { DestinationTestReply } from '../../../contract/operations';
import { isGoogleFormConfigured, mappedFields } from '../../../core/google-forms';
import type { Config } from '../../config';
import { AppError } from '../../http/errors';
import {
  AppsScriptError,
  createAppsScriptClient,
  type AppsScriptClient,
} from '../../integrations/apps-script/client';
import {
  createGoogleFormsClient,
  GoogleFormsError,
  type GoogleFormsClient,
} from '../../integrations/google-forms/client';
import type { Integrations } from '../settings/integrations';
import { appsScriptBody, googleFormsBody, type GoogleLead } from './google-destinations';
import { storedSubmissionSchema } from './stored-submission';

/**
 * The admin pages' test sends: a lead marked as a test (its name, its comments, `test: true`
 * for the script, an `RL-test-…` reference) sent through the real clients to the destination
 * as saved, whether or not it is switched on yet, so an admin can try it before enabling it.
 * Nothing goes through the outbox: a test is not a lead and has no delivery row.
 */

/** The test lead: every answer filled, so each mapped question shows what it receives. */
export function testLead(now: Date): GoogleLead {
  return {
    submissionId: `test-${now.getTime()}`,
    submittedAt: now,
    pageUrl: null,
    test: true,
    submission: storedSubmissionSchema.parse({
      firstName: 'Test',
      lastName: 'Lead',
      email: 'test.lead@example.com',
      phone: '(928) 555-0100',
      currentlyOwnHome: true,
      preApproved: true,
      buyOrSellInterest: 'buying',
      timeframe: '1-3months',
      priceRange: '400000-600000',
      bedrooms: '3',
      bathrooms: '2',
      sqft: '1,500-2,500',
      propertyType: 'single-family',
      preferredAreas: 'Payson, Pine',
      homeWishList: ['Mountain View', 'RV Parking'],
      financingType: 'conventional',
      downPaymentAmount: '20%',
      additionalNeeds: 'None',
      comments: 'TEST sent from the admin panel: not a real lead.',
      howDidYouHear: 'google',
      referralSource: 'Admin panel test',
      preferredContact: 'email',
      bestTimeToContact: 'anytime',
    }),
  };
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return 'the address';
  }
};

export type DestinationTests = ReturnType<typeof createDestinationTests>;

export function createDestinationTests(deps: {
  config: Config;
  integrations: Integrations;
  appsScript?: AppsScriptClient;
  googleForms?: GoogleFormsClient;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const appsScript = deps.appsScript ?? createAppsScriptClient({ timeoutMs: 20_000 });
  const googleForms = deps.googleForms ?? createGoogleFormsClient({ timeoutMs: 20_000 });

  return {
    /** Posts the test lead to the saved Apps Script webhook (the panel's, else APPS_SCRIPT_WEBHOOK_URL). */
    async appsScriptRow(): Promise<DestinationTestReply> {
      const panel = (await deps.integrations.settings.current()).apiSettings.googleAppsScript;
      const webhookUrl = panel.webhookUrl || deps.config.appsScript.webhookUrl || '';
      if (webhookUrl === '') {
        throw new AppError('CONFLICT', 'No webhook URL is saved: enter one and save it first');
      }
      const body = appsScriptBody(
        deps.config,
        { webhookUrl, formType: panel.formType },
        testLead(now()),
      );
      try {
        await appsScript.post(webhookUrl, body);
        return {
          success: true,
          message: `The script at ${hostOf(webhookUrl)} stored the test row (${body.submissionId}).`,
        };
      } catch (error) {
        if (error instanceof AppsScriptError) return { success: false, message: error.message };
        throw error;
      }
    },

    /** Submits the test lead to the saved Google Form with the saved mapping. */
    async googleFormsResponse(): Promise<DestinationTestReply> {
      const panel = (await deps.integrations.settings.current()).apiSettings.googleForms;
      if (!isGoogleFormConfigured(panel)) {
        throw new AppError(
          'CONFLICT',
          "No Google Form is configured: save the form's link and at least one entry id first",
        );
      }
      const fields = googleFormsBody(panel, testLead(now()));
      try {
        await googleForms.submit(panel.responseUrl, fields);
        const questions = mappedFields(panel.entryIds).length;
        return {
          success: true,
          message: `Google Forms (${hostOf(panel.responseUrl)}) recorded the test submission: ${questions} mapped ${questions === 1 ? 'field' : 'fields'} sent.`,
        };
      } catch (error) {
        if (error instanceof GoogleFormsError) return { success: false, message: error.message };
        throw error;
      }
    },
  };
}
