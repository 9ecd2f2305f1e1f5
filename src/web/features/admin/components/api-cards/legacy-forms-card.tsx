import { FileText } from 'lucide-react';
import { Link } from 'wouter';
import type { AdminSettingsView } from '../../../../../contract/admin-settings';
import { isGoogleFormConfigured } from '../../../../../core/google-forms';
import { PAGES } from '../../../../../core/page-routes';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { ApiCard } from './api-card';

/** Legacy Google Forms: its status only (its configuration page is /admin/google-forms). */
export function LegacyFormsCard({ settings }: { settings: AdminSettingsView }) {
  const forms = settings.apiSettings.googleForms;
  const configured = isGoogleFormConfigured(forms);
  return (
    <ApiCard
      title="Legacy Google Forms"
      description="The older Google Forms integration of the new-client form."
      icon={FileText}
      actions={
        <Button asChild variant="outline">
          <Link href={PAGES.adminGoogleForms}>Configure Google Forms</Link>
        </Button>
      }
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">Status:</span>
        <Badge variant={forms.enabled ? 'default' : 'outline'}>
          {forms.enabled ? 'Enabled' : 'Disabled'}
        </Badge>
        {!configured && (
          <span className="text-muted-foreground">No form is configured: nothing is sent.</span>
        )}
      </div>
    </ApiCard>
  );
}
