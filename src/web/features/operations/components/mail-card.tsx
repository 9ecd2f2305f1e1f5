import type { OperationsHealth } from '../../../../contract/operations';
import { formatWholeNumber } from '../../../../core/number-format';
import { OPERATIONS_TEXT as TEXT } from '../operations-text';
import { Fact, SectionCard } from './operations-parts';

/** Section 4: how mail leaves, and what waits in the outbox. */
export function MailCard({ mail }: { mail: OperationsHealth['mail'] }) {
  const smtp = mail.transport === 'smtp';
  return (
    <SectionCard id="operations-mail" title={TEXT.mailTitle}>
      <dl className="grid gap-3">
        <Fact label={TEXT.mailTransport}>
          <span className="grid gap-0.5">
            <span className="font-medium">{smtp ? TEXT.mailSmtp : TEXT.mailOutbox}</span>
            <span className="text-muted-foreground">
              {smtp ? TEXT.mailSmtpNote : TEXT.mailOutboxNote}
            </span>
          </span>
        </Fact>
        <Fact label={TEXT.mailOutboxLast24h}>
          <span className="tabular-nums">{formatWholeNumber(mail.outboxLast24h)}</span>
        </Fact>
        <Fact label={TEXT.mailOutboxTotal}>
          <span className="tabular-nums">{formatWholeNumber(mail.outboxTotal)}</span>
        </Fact>
      </dl>
    </SectionCard>
  );
}
