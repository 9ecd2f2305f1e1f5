import { useId, useState, type FormEvent } from 'react';
import type { Agent } from '../../../../contract/agents';
import type { CrmContact } from '../../../../contract/crm';
import { useAgents } from '../../../components/staff/api/agents';
import { describedBy, FieldMessage } from '../../../components/forms/field-message';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { parseServerError } from '../../../lib/server-error';
import { useAssignContact } from '../api/assign-contact';
import { CONTACTS_TEXT as TEXT } from '../contacts-text';

/** The select's value for "Nobody" (a Radix select item cannot have an empty value). */
const NOBODY = 'nobody';

/**
 * The choice that stands for the contact's assignee: the agent of that name, Nobody when the
 * contact has none, and no choice ('') when the CRM names someone who is not one of the
 * agents (a Follow Up Boss user without an account here): the placeholder shows, and the
 * assignee's name stays in the contact's facts.
 */
function currentChoice(assignedTo: string | null, agents: readonly Agent[]): string {
  if (assignedTo === null) return NOBODY;
  const agent = agents.find((a) => a.name === assignedTo);
  return agent ? String(agent.id) : '';
}

function AgentsState({ children, alert }: { children: string; alert?: boolean }) {
  return (
    <p role={alert ? 'alert' : undefined} className="text-sm text-muted-foreground">
      {children}
    </p>
  );
}

/**
 * Assign to: one of the team's agents (GET /api/agents) or Nobody, saved with Assign. The
 * server's refusal (an account that is no longer an agent, Follow Up Boss unable to follow)
 * shows under the select until another choice is made. The contact's facts beside it show the
 * assignee, the new one once saved.
 */
export function AssigneeForm({ contact }: { contact: CrmContact }) {
  const uid = useId();
  const agents = useAgents();
  const assign = useAssignContact(contact.id);
  const [draft, setDraft] = useState<{ from: string; choice: string } | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const selectId = `${uid}-assignee`;

  if (agents.error) {
    return (
      <AgentsState alert>
        {`${TEXT.agentsFailed}: ${parseServerError(agents.error).userMessage}`}
      </AgentsState>
    );
  }
  if (!agents.data) {
    return (
      <div aria-busy="true" className="grid gap-2">
        <span className="sr-only">{TEXT.loadingAgents}</span>
        <Skeleton className="h-10 w-full sm:w-60" />
      </div>
    );
  }
  const list = agents.data.agents;
  if (list.length === 0) return <AgentsState>{TEXT.noAgents}</AgentsState>;

  const current = currentChoice(contact.assignedTo, list);
  // The choice belongs to the assignee it was made from: once the contact's assignee changes
  // (saved here or elsewhere) the select shows the new one.
  const choice = draft?.from === current ? draft.choice : current;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice === '' || choice === current) return;
    setError(undefined);
    assign.mutate(
      { agentId: choice === NOBODY ? null : Number(choice) },
      {
        onError: (failure) => {
          const { fieldErrors, userMessage } = parseServerError(failure);
          setError(fieldErrors.agentId ?? userMessage);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <Label htmlFor={selectId}>{TEXT.assignLabel}</Label>
      <div className="flex flex-wrap gap-2">
        <Select
          value={choice || undefined}
          onValueChange={(next) => {
            setDraft({ from: current, choice: next });
            setError(undefined);
          }}
        >
          <SelectTrigger
            id={selectId}
            className="w-full min-w-0 sm:w-60"
            {...describedBy(selectId, error)}
          >
            <SelectValue placeholder={TEXT.assignPlaceholder} />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={NOBODY}>{TEXT.nobody}</SelectItem>
            {list.map((agent) => (
              <SelectItem key={agent.id} value={String(agent.id)}>
                {agent.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button
          type="submit"
          variant="outline"
          disabled={assign.isPending || choice === '' || choice === current}
          aria-busy={assign.isPending || undefined}
        >
          {assign.isPending ? TEXT.savingAssignee : TEXT.saveAssignee}
        </Button>
      </div>
      {error && (
        <div role="alert">
          <FieldMessage fieldId={selectId} message={error} />
        </div>
      )}
    </form>
  );
}
