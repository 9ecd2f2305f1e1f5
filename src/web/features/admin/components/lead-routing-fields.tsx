import { useQuery } from '@tanstack/react-query';
import { Controller, useWatch, type Control } from 'react-hook-form';
import type { z } from 'zod';
import type { generalSettingsSchema } from '../../../../contract/admin-settings';
import { AGENT_MESSAGES, type Agent } from '../../../../contract/agents';
import {
  LEAD_ROUTING_LABELS,
  LEAD_ROUTING_MODES,
  type LeadRoutingMode,
} from '../../../../core/lead-routing';
import { describedBy, FieldHint, FieldMessage } from '../../../components/forms/field-message';
import { agentsQueryOptions } from '../../../components/staff/api/agents';
import { Label } from '../../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';
import { failureMessage } from '../settings-feedback';
import { SelectField } from './settings-fields';

type GeneralInput = z.input<typeof generalSettingsSchema>;
type GeneralOutput = z.output<typeof generalSettingsSchema>;

export const LEAD_ROUTING_TEXT = {
  title: 'Lead routing',
  description:
    'Who each new lead is assigned to. The new-lead e-mail goes to the assigned agent first, then to the team.',
  modeLabel: 'Assign new leads to',
  agentLabel: 'Agent',
  chooseAgent: 'Choose an agent',
  loading: 'Loading the agents...',
  loadError: 'Unable to load the agents',
  noAgents: 'Add agents in the Admin Settings tab first',
  noAgentsYet: 'No agents yet',
} as const;

const MODE_OPTIONS = LEAD_ROUTING_MODES.map((mode) => ({
  value: mode,
  label: LEAD_ROUTING_LABELS[mode],
}));

/** "Ann", "Ann and Ben", "Ann, Ben and Cy". */
function namesList(agents: readonly Agent[]): string {
  const names = agents.map((agent) => agent.name);
  return names.length < 2
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** What the rule does with the agents there are, under the mode's select. */
function modeHint(mode: LeadRoutingMode, agents: readonly Agent[] | undefined): string {
  if (mode === 'none') return 'New contacts stay unassigned; the e-mail goes to the team.';
  if (mode === 'oneAgent') return 'Every new lead goes to the agent you choose.';
  if (agents === undefined) return 'Each new lead goes to the next agent in turn.';
  if (agents.length === 0)
    return `${LEAD_ROUTING_TEXT.noAgents}: until then leads stay unassigned.`;
  return `Each new lead goes to the next agent in turn: ${namesList(agents)}.`;
}

/**
 * The General tab's lead routing rule (issue 41 B): the mode, and for 'One agent' the agent.
 * The agents are asked for only once a mode needs them.
 */
export function LeadRoutingFields({
  control,
}: {
  control: Control<GeneralInput, unknown, GeneralOutput>;
}) {
  const mode = useWatch({ control, name: 'leadRouting' }) ?? 'none';
  const agents = useQuery({ ...agentsQueryOptions(), enabled: mode !== 'none' });

  return (
    // min-w-0: a fieldset is as wide as its widest content by default, and an agent's long
    // name and e-mail in the select would push the form past a phone's screen
    <fieldset className="grid min-w-0 gap-4 border-t pt-4">
      <legend className="float-left mb-1 grid gap-1">
        <span className="text-base font-semibold">{LEAD_ROUTING_TEXT.title}</span>
        <span className="text-sm font-normal text-muted-foreground">
          {LEAD_ROUTING_TEXT.description}
        </span>
      </legend>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Controller
          control={control}
          name="leadRouting"
          render={({ field, fieldState }) => (
            <SelectField
              id="general-lead-routing"
              label={LEAD_ROUTING_TEXT.modeLabel}
              options={MODE_OPTIONS}
              value={field.value ?? 'none'}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              hint={modeHint(field.value ?? 'none', agents.data?.agents)}
              error={fieldState.error?.message}
            />
          )}
        />
        {mode === 'oneAgent' && (
          <Controller
            control={control}
            name="leadRoutingAgentId"
            render={({ field, fieldState }) => (
              <AgentSelect
                value={field.value ?? null}
                onChange={field.onChange}
                onBlur={field.onBlur}
                triggerRef={field.ref}
                agents={agents.data?.agents}
                loadError={agents.error}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
      </div>
    </fieldset>
  );
}

/** The one agent of the rule, among the agents there are now. */
function AgentSelect({
  value,
  onChange,
  onBlur,
  triggerRef,
  agents,
  loadError,
  error,
}: {
  value: number | null;
  onChange: (id: number) => void;
  onBlur: () => void;
  triggerRef: (element: HTMLButtonElement | null) => void;
  agents: readonly Agent[] | undefined;
  loadError: unknown;
  error: string | undefined;
}) {
  const id = 'general-lead-routing-agent';
  const loaded = agents !== undefined;
  // a stored agent who has since lost the role: the server refuses it, so say so now
  const gone = loaded && value !== null && !agents.some((agent) => agent.id === value);
  const message = error ?? (gone ? AGENT_MESSAGES.routingAgentNotAgent : undefined);
  let hint: string | undefined;
  let placeholder: string = LEAD_ROUTING_TEXT.chooseAgent;
  if (loadError) {
    hint = `${LEAD_ROUTING_TEXT.loadError}: ${failureMessage(loadError)}`;
  } else if (!loaded) {
    placeholder = LEAD_ROUTING_TEXT.loading;
  } else if (agents.length === 0) {
    placeholder = LEAD_ROUTING_TEXT.noAgentsYet;
    hint = LEAD_ROUTING_TEXT.noAgents;
  }
  return (
    <div className="grid min-w-0 grid-cols-1 content-start gap-2">
      <Label htmlFor={id}>{LEAD_ROUTING_TEXT.agentLabel}</Label>
      <Select
        value={value === null || gone ? '' : String(value)}
        onValueChange={(chosen) => onChange(Number(chosen))}
        disabled={!loaded || agents.length === 0}
      >
        <SelectTrigger
          id={id}
          ref={triggerRef}
          onBlur={onBlur}
          {...describedBy(id, message, Boolean(hint))}
        >
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        {/* as wide as the field, a long name and e-mail wrapping rather than leaving a phone's screen */}
        <SelectContent className="max-w-(--radix-select-trigger-width)">
          {agents?.map((agent) => (
            <SelectItem key={agent.id} value={String(agent.id)}>
              {agent.name} ({agent.email})
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <FieldHint fieldId={id} hint={hint} />
      <FieldMessage fieldId={id} message={message} />
    </div>
  );
}
