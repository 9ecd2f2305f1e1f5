import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agentsReplySchema } from '../../../../contract/agents';
import { agentsKeys } from '../../../components/staff/api/agents';
import { apiRequest } from '../../../lib/api';
import { settingsAuditKeys } from './settings-audit';

/*
 * The agent role given and taken in the Admin Settings tab (issue 41 B). The list itself is the
 * staff query (components/staff/api/agents.ts), which the contact pages and the General tab's
 * routing rule read too: both changes answer the new list, written into that one cache entry.
 */

/** POST /api/admin/agents: gives an existing account (by username or e-mail) the agent role. */
export const addAgent = (identifier: string) =>
  apiRequest('/api/admin/agents', {
    method: 'POST',
    body: { identifier },
    schema: agentsReplySchema,
  });

/** DELETE /api/admin/agents/{id}: takes the agent role away (the account stays). */
export const removeAgent = (id: number) =>
  apiRequest(`/api/admin/agents/${id}`, { method: 'DELETE', schema: agentsReplySchema });

function useAgentsMutation<T>(mutationFn: (input: T) => ReturnType<typeof addAgent>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (reply) => {
      client.setQueryData(agentsKeys.all, reply);
      // the change is written to the settings audit trail (section 'agents')
      await client.invalidateQueries({ queryKey: settingsAuditKeys.all });
    },
  });
}

export const useAddAgent = () => useAgentsMutation(addAgent);
export const useRemoveAgent = () => useAgentsMutation(removeAgent);
