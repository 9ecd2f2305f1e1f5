import type { UseFormRegisterReturn } from 'react-hook-form';
import type { BfrCheckItem, BfrCheckKey } from '../../../core/bfr-fields';
import { BfrCheckRow } from './bfr-check-row';

/** The document boxes of a section, in two columns from medium screens; required ones in red. */
export function BfrCheckList({
  boxes,
  idOf,
  required,
  registration,
}: {
  boxes: readonly (Pick<BfrCheckItem, 'label'> & { key: BfrCheckKey })[];
  idOf: (key: BfrCheckKey) => string;
  required: ReadonlySet<BfrCheckKey>;
  registration: (key: BfrCheckKey) => UseFormRegisterReturn;
}) {
  return (
    <ul className="grid grid-cols-1 gap-x-6 gap-y-1 md:grid-cols-2">
      {boxes.map((box) => (
        <BfrCheckRow
          key={box.key}
          id={idOf(box.key)}
          label={box.label}
          required={required.has(box.key)}
          registration={registration(box.key)}
        />
      ))}
    </ul>
  );
}
