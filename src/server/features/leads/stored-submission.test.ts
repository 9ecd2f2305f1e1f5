import { describe, expect, it } from 'vitest';
import { readStoredSubmission } from './stored-submission';

const contact = {
  firstName: 'Ada',
  lastName: 'Pine',
  email: 'ada@example.com',
  phone: '9285550100',
};

describe('readStoredSubmission', () => {
  it('reads a stored lead, keeping answers of an earlier form version', () => {
    const submission = { ...contact, timeframe: '3-6-months', retiredQuestion: 'kept' };
    expect(readStoredSubmission({ submissionId: 1, submission })).toEqual(submission);
  });

  it('refuses a row that holds no lead, naming the submission and the fields', () => {
    expect(() =>
      readStoredSubmission({ submissionId: 7, submission: { ...contact, email: 42, knownAs: {} } }),
    ).toThrow(/^Submission 7 is not a stored lead \(check email, knownAs\.firstName/);
  });
});
