import { CheckCircle2, CircleDashed } from 'lucide-react';
import type { OperationsHealth } from '../../../../contract/operations';
import { formatWholeNumber } from '../../../../core/number-format';
import { capitalized } from '../../../../core/operations-display';
import { OPERATIONS_TEXT as TEXT } from '../operations-text';
import {
  cellClass,
  EmptyNote,
  HeaderRow,
  Moment,
  numberCellClass,
  ScrollTable,
  SectionCard,
} from './operations-parts';

/** Section 2: each city's last full sync, in the order the server sends (its priority order). */
export function CitiesCard({ cities, now }: { cities: OperationsHealth['cities']; now: string }) {
  return (
    <SectionCard id="operations-cities" title={TEXT.citiesTitle}>
      {cities.length === 0 ? (
        <EmptyNote>{TEXT.citiesEmpty}</EmptyNote>
      ) : (
        <ScrollTable label={TEXT.citiesTitle} minWidth="36rem">
          <HeaderRow columns={TEXT.cityColumns} />
          <tbody>
            {cities.map((city) => (
              <tr key={city.city} className="border-t">
                <th scope="row" className={`${cellClass} font-medium`}>
                  {city.city}
                </th>
                <td className={cellClass}>{capitalized(city.priority)}</td>
                <td className={numberCellClass}>{formatWholeNumber(city.listings)}</td>
                <td className={cellClass}>
                  {city.isComplete ? (
                    <span className="inline-flex items-center gap-1 text-green-800">
                      <CheckCircle2 className="size-4" aria-hidden="true" />
                      {TEXT.complete}
                    </span>
                  ) : (
                    <span className="inline-flex items-center gap-1 text-amber-800">
                      <CircleDashed className="size-4" aria-hidden="true" />
                      {TEXT.incomplete}
                    </span>
                  )}
                </td>
                <td className={cellClass}>
                  <Moment at={city.lastFullSyncAt} now={now} />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </SectionCard>
  );
}
