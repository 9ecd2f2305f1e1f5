import { useState } from 'react';
import type { Agent } from '../../../../contract/agents';
import { useAgents } from '../../../components/staff/api/agents';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { useAddAgent, useRemoveAgent } from '../api/agents-admin';
import {
  accountDetails,
  AccountRow,
  AddAccountForm,
  ConfirmRemovalDialog,
  ListLoadState,
} from './account-role-parts';

export const AGENTS_TEXT = {
  title: 'Agents',
  role: 'Agents see contacts, buyer files and showings, not the settings.',
  loading: 'Loading the agents...',
  loadError: 'Unable to load the agents',
  empty: 'No agents yet: add an account to assign leads to it.',
  addLabel: 'Add an agent (username or e-mail)',
  add: 'Add Agent',
  confirmTitle: 'Remove the agent role?',
} as const;

/** The agents: accounts with the agent role, whom contacts and new leads are assigned to. */
export function AgentsSection() {
  const { data, error, isPending } = useAgents();
  const add = useAddAgent();
  const remove = useRemoveAgent();
  const [removing, setRemoving] = useState<Agent | null>(null);

  let body;
  if (error || isPending) {
    body = (
      <ListLoadState
        error={error}
        isPending={isPending}
        loading={AGENTS_TEXT.loading}
        loadError={AGENTS_TEXT.loadError}
      />
    );
  } else if (data.agents.length === 0) {
    body = <p className="text-sm text-muted-foreground">{AGENTS_TEXT.empty}</p>;
  } else {
    body = (
      <ul aria-label="Agents" className="divide-y">
        {data.agents.map((agent) => (
          <AccountRow
            key={agent.id}
            name={agent.name}
            details={accountDetails(agent.name, agent.username, agent.email)}
            onRemove={() => setRemoving(agent)}
          />
        ))}
      </ul>
    );
  }

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>{AGENTS_TEXT.title}</CardTitle>
        <CardDescription>{AGENTS_TEXT.role}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {body}
        <AddAccountForm
          id="agent-add-identifier"
          label={AGENTS_TEXT.addLabel}
          submitLabel={AGENTS_TEXT.add}
          add={add.mutateAsync}
          pending={add.isPending}
        />
      </CardContent>
      <ConfirmRemovalDialog
        item={removing}
        title={AGENTS_TEXT.confirmTitle}
        // the role is the account's access to the back office: taking it closes that too
        describe={(agent) =>
          `${agent.name} (${agent.email}) will no longer be assigned contacts or new leads, nor see contacts, buyer files and showings unless an admin. The account stays.`
        }
        remove={(agent) => remove.mutateAsync(agent.id)}
        pending={remove.isPending}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}
