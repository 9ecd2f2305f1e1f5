import { FileText } from 'lucide-react';
import type { AdminSettingsView } from '../../../../../contract/admin-settings';
import { Badge } from '../../../../components/ui/badge';
import { ApiCard } from './api-card';

/** Legacy Google Forms: its status only (its configuration page is /admin/google-forms). */
export function LegacyFormsCard({ settings }: { settings: AdminSettingsView }) {
  const enabled = settings.apiSettings.googleForms.enabled;
  return (
    <ApiCard
      title="Legacy Google Forms"
      description="The older Google Forms integration of the new-client form."
      icon={FileText}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">Status:</span>
        <Badge variant={enabled ? 'default' : 'outline'}>{enabled ? 'Enabled' : 'Disabled'}</Badge>
      </div>
    </ApiCard>
  );
}
