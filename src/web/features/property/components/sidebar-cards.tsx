import { Calculator, Mail, Phone } from 'lucide-react';
import { Link } from 'wouter';
import type { PropertyDetail } from '../../../../contract/properties';
import { formatPrice } from '../../../../core/listing-display';
import { PAGES } from '../../../../core/page-routes';
import { MortgageCalculatorDialog } from '../../../components/calculators/mortgage-calculator-dialog';
import { Button } from '../../../components/ui/button';
import { useSiteInfo } from '../../../lib/site-info';
import { useTaxRecord } from '../api/get-tax-record';
import { Section } from './section';

export function ContactAgentCard({ property }: { property: PropertyDetail }) {
  const { data: site } = useSiteInfo();
  return (
    <Section id="contact-agent" title="Contact Agent">
      <p className="text-slate-800">
        Want to see {property.address || 'this home'} or ask a question? Our team will get back to
        you quickly.
      </p>
      {site && (
        <p className="mt-3 text-sm text-slate-700">
          {site.identity.agentName}, {site.identity.teamName}
        </p>
      )}
      <div className="mt-4 flex flex-col gap-2">
        <Button asChild variant="brand" className="w-full">
          {/* the lead carries the listing the visitor asked about */}
          <Link href={`${PAGES.newClient}?property=${property.id}`}>
            <Mail aria-hidden="true" />
            Contact Agent
          </Link>
        </Button>
        {site && (
          <Button asChild variant="outline" className="w-full">
            <a href={`tel:${site.identity.phone.replace(/[^\d+]/g, '')}`}>
              <Phone aria-hidden="true" />
              Call {site.identity.phone}
            </a>
          </Button>
        )}
      </div>
    </Section>
  );
}

/**
 * The Mortgage Calculator dialog, prefilled with the listing's price, its own annual tax (the
 * tax record Property Facts shows: one request for both) and its HOA fee (its code loads on
 * click).
 */
export function MortgageCard({ property }: { property: PropertyDetail }) {
  const price =
    property.price !== null && property.price > 0 ? Math.round(property.price) : undefined;
  const annualTax = useTaxRecord(property.id).data?.annualTax ?? null;
  return (
    <Section id="mortgage-calculator" title="Mortgage Calculator">
      <p className="text-slate-800">
        {price
          ? `Estimate the monthly payment on this home at ${formatPrice(price)}.`
          : 'Estimate the monthly payment on a home like this one.'}
      </p>
      <MortgageCalculatorDialog
        initialPrice={price}
        listingCosts={{ annualTax, monthlyHoa: property.hoaFee }}
        trigger={
          <Button variant="outline" className="mt-4 w-full">
            <Calculator aria-hidden="true" />
            Open Mortgage Calculator
          </Button>
        }
      />
    </Section>
  );
}
