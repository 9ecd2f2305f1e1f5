import type { BfrTextField } from '../../../core/bfr-fields';

/** How an input of each kind is typed (US phone keypad, e-mail keyboard, date pickers). */
export const INPUT_OF_KIND: Record<
  BfrTextField['kind'],
  {
    type: string;
    inputMode?: 'decimal' | 'tel' | 'email';
    maxLength?: number;
    placeholder?: string;
    autoComplete?: string;
  }
> = {
  text: { type: 'text', maxLength: 200 },
  mls: { type: 'text', maxLength: 20, placeholder: 'e.g. 6543210' },
  money: { type: 'text', inputMode: 'decimal', maxLength: 20, placeholder: 'e.g. 450,000' },
  percent: { type: 'text', inputMode: 'decimal', maxLength: 10, placeholder: 'e.g. 3' },
  phone: { type: 'tel', inputMode: 'tel', maxLength: 30 },
  email: { type: 'email', inputMode: 'email', maxLength: 254 },
  date: { type: 'date' },
  datetime: { type: 'datetime-local' },
};
