import { TriangleAlert } from 'lucide-react';
import type { OperationsHealth } from '../../../../contract/operations';
import { formatWholeNumber } from '../../../../core/number-format';
import { OPERATIONS_TEXT as TEXT } from '../operations-text';
import {
  cellClass,
  EmptyNote,
  HeaderRow,
  numberCellClass,
  ScrollTable,
  SectionCard,
} from './operations-parts';

/** Section 5: each job queue's due, running and recently failed jobs; failures stand out. */
export function JobsCard({ jobs }: { jobs: OperationsHealth['jobs'] }) {
  return (
    <SectionCard id="operations-jobs" title={TEXT.jobsTitle}>
      {jobs.length === 0 ? (
        <EmptyNote>{TEXT.jobsEmpty}</EmptyNote>
      ) : (
        <ScrollTable label={TEXT.jobsTitle} minWidth="26rem">
          <HeaderRow columns={TEXT.jobColumns} />
          <tbody>
            {jobs.map((job) => {
              const failing = job.failedLast24h > 0;
              return (
                <tr
                  key={job.queue}
                  data-failing={failing || undefined}
                  className={failing ? 'border-t bg-red-50' : 'border-t'}
                >
                  <th scope="row" className={`${cellClass} font-mono text-xs font-medium`}>
                    {job.queue}
                  </th>
                  <td className={numberCellClass}>{formatWholeNumber(job.due)}</td>
                  <td className={numberCellClass}>{formatWholeNumber(job.running)}</td>
                  <td className={numberCellClass}>
                    {failing ? (
                      <span className="inline-flex items-center gap-1 font-semibold text-red-800">
                        <TriangleAlert className="size-4" aria-hidden="true" />
                        {formatWholeNumber(job.failedLast24h)}
                      </span>
                    ) : (
                      formatWholeNumber(job.failedLast24h)
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </ScrollTable>
      )}
    </SectionCard>
  );
}
