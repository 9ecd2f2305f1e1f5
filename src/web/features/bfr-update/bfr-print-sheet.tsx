import type { ReactNode } from 'react';
import {
  BFR_CHECK_ITEMS,
  BFR_PRINT_CHECKLISTS,
  BFR_PRINT_RED_WHEN_TICKED,
  type BfrFormData,
} from '../../../core/bfr-fields';
import { cn } from '../../lib/cn';
import {
  PRINT_TICKED,
  PRINT_UNTICKED,
  printDate,
  printDateTime,
  printMoney,
  printPercent,
  printText,
} from './bfr-print-format';

/** The class of the sheet's root: printing a page that holds it prints the sheet alone. */
export const PRINT_SHEET_CLASS = 'bfr-print-sheet';

export const PRINT_SHEET_TEXT = {
  title: 'BUYERS FILE REQUIREMENTS',
  notes: 'NOTES / EMAIL',
  titleCompany: 'Title Company',
  lender: 'Lender',
  listingAgent: 'Listing Agent',
} as const;

/*
 * While the sheet is on the page, printing shows it alone on one US Letter page: everything
 * that is neither the sheet, inside it nor one of its ancestors is left out (the site's header,
 * footer, alerts, the form and the toasts), and the ancestors lose their boxes (margins,
 * padding, a screen's min-height), so the sheet starts at the top of the page. Written as a
 * style element of the sheet: it applies only while the sheet is on the page.
 */
const PRINT_CSS = `
@media print {
  @page { size: letter; margin: 0.5in; }
  body:has(.${PRINT_SHEET_CLASS}) *:not(:has(.${PRINT_SHEET_CLASS}), .${PRINT_SHEET_CLASS}, .${PRINT_SHEET_CLASS} *) {
    display: none !important;
  }
  body:has(.${PRINT_SHEET_CLASS}), body:has(.${PRINT_SHEET_CLASS}) *:has(.${PRINT_SHEET_CLASS}) {
    display: block !important;
    position: static !important;
    margin: 0 !important;
    padding: 0 !important;
    border: 0 !important;
    min-height: 0 !important;
    height: auto !important;
    width: auto !important;
    max-width: none !important;
    overflow: visible !important;
    box-shadow: none !important;
    background: #fff !important;
  }
  .${PRINT_SHEET_CLASS} {
    display: block !important;
    -webkit-print-color-adjust: exact;
    print-color-adjust: exact;
  }
}
`;

/** The buyer as the sheet names them: the contact, with the phone and e-mail of the file. */
export type PrintBuyer = { name: string; phone: string; email: string };

function Block({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('min-w-0', className)}>
      <h3 className="mb-0.5 border-b border-black text-[10px] font-bold tracking-wide">{title}</h3>
      <dl className="grid gap-y-px">{children}</dl>
    </section>
  );
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 gap-1">
      <dt className="shrink-0 font-semibold">{label}:</dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </div>
  );
}

function Checklist({ id, title, form }: { id: string; title: string; form: BfrFormData }) {
  const items = BFR_CHECK_ITEMS.filter((item) => item.section === id);
  return (
    <section className="min-w-0" data-checklist={id}>
      <h3 className="mb-0.5 border-b border-black text-[10px] font-bold tracking-wide">{title}</h3>
      <ul className="grid gap-y-px">
        {items.map((item) => {
          const ticked = form[item.key];
          const red = ticked && BFR_PRINT_RED_WHEN_TICKED.has(item.key);
          return (
            <li
              key={item.key}
              data-item={item.key}
              data-ticked={ticked}
              className={cn('flex gap-1', red && 'font-bold text-red-700')}
            >
              <span className="w-3 shrink-0">{ticked ? PRINT_TICKED : PRINT_UNTICKED}</span>{' '}
              <span className="min-w-0">{item.label}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The Buyers File Requirements sheet (back-office spec section 2), as printed by Print View:
 * the file's facts, the four checklists and NOTES / EMAIL, compact enough for one US Letter
 * page. Hidden on screen; printing the page prints it alone.
 */
export function BfrPrintSheet({ form, buyer }: { form: BfrFormData; buyer: PrintBuyer }) {
  return (
    <article
      data-testid="bfr-print-sheet"
      aria-label={PRINT_SHEET_TEXT.title}
      className={cn(
        PRINT_SHEET_CLASS,
        'hidden bg-white font-sans text-[10px] leading-[1.3] text-black print:block',
      )}
    >
      <style>{PRINT_CSS}</style>
      <header className="mb-2 flex items-baseline justify-between gap-4 border-b-2 border-black pb-1">
        <h2 className="text-[15px] font-bold tracking-wider">{PRINT_SHEET_TEXT.title}</h2>
        <p className="text-[11px] font-semibold">{printText(buyer.name)}</p>
      </header>

      <div className="grid grid-cols-2 gap-x-5 gap-y-1.5">
        <Block title="PROPERTY">
          <Line label="MLS" value={printText(form.mlsNumber)} />
          <Line label="Property" value={printText(form.property)} />
          <div className="flex flex-wrap gap-x-4">
            <Line label="Amount" value={printMoney(form.amount)} />
            <Line label="Percent" value={printPercent(form.percentage)} />
            <Line label="Commission" value={printMoney(form.commission)} />
          </div>
        </Block>
        <Block title="DATES">
          <div className="grid grid-cols-2 gap-x-2">
            <Line label="Contract" value={printDate(form.contractDate)} />
            <Line label="Close of Escrow" value={printDate(form.closeDate)} />
            <Line label="Appraisal" value={printDate(form.appraisalDate)} />
            <Line label="Inspection Ends" value={printDate(form.inspectionPeriodEndDate)} />
          </div>
          <Line label="Inspection" value={printDateTime(form.inspectionScheduledDateTime)} />
          <Line label="Inspector" value={printText(form.inspectionName)} />
        </Block>
        <Block title="BUYER">
          <Line label="Name" value={printText(buyer.name)} />
          <Line label="Phone" value={printText(buyer.phone)} />
          <Line label="Email" value={printText(buyer.email)} />
        </Block>
        <Block title="SECOND BUYER">
          <Line label="Name" value={printText(form.buyerName2)} />
          <Line label="Phone" value={printText(form.buyerPhone2)} />
          <Line label="Email" value={printText(form.buyerEmail2)} />
        </Block>
        <Block title="SELLER">
          <Line label="Name" value={printText(form.sellersName)} />
        </Block>
        <Block title="LENDER">
          <Line label="Name" value={printText(form.lendersName)} />
          <Line label="Phone" value={printText(form.lenderPhone)} />
          <Line label="Email" value={printText(form.lenderEmail)} />
        </Block>
        <Block title="ESCROW OFFICER">
          <Line label="Name" value={printText(form.escrowOfficer)} />
          <Line label="Phone" value={printText(form.escrowOfficerPhone)} />
        </Block>
        <Block title="LISTING AGENT">
          <Line label="Name" value={printText(form.listingAgent)} />
          <Line label="Phone" value={printText(form.listingAgentPhone)} />
          <Line label="Email" value={printText(form.listingAgentEmail)} />
        </Block>
      </div>

      <div className="mt-2 grid grid-cols-2 gap-x-5 gap-y-2">
        {BFR_PRINT_CHECKLISTS.map((list) => (
          <Checklist key={list.id} id={list.id} title={list.title} form={form} />
        ))}
      </div>

      <Block title={PRINT_SHEET_TEXT.notes} className="mt-2">
        <Line label={PRINT_SHEET_TEXT.titleCompany} value={printText('')} />
        <Line label={PRINT_SHEET_TEXT.lender} value={printText(form.lenderEmail)} />
        <Line label={PRINT_SHEET_TEXT.listingAgent} value={printText(form.listingAgentEmail)} />
      </Block>
      <div aria-hidden="true" className="mt-3 grid gap-4">
        <div className="border-b border-black" />
        <div className="border-b border-black" />
      </div>
    </article>
  );
}
