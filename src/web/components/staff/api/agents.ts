import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentsReplySchema } from '../../../../contract/agents';
import { apiRequest } from '../../../lib/api';

/** GET /api/agents (staff): the team's agents, by name (issue 41 B: assignment and routing). */
export const getAgents = () => apiRequest('/api/agents', { schema: agentsReplySchema });

export const agentsKeys = { all: ['agents'] as const };

export const agentsQueryOptions = () =>
  queryOptions({ queryKey: agentsKeys.all, queryFn: getAgents });

export function useAgents() {
  return useQuery(agentsQueryOptions());
}
