import type { MessageBody, SentMessage } from '@ln/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** `POST v1.0/message` (MEIN_OP, AGENT): audited, rate-limited (429 RATE_LIMITED). */
export function sendMessage(body: MessageBody): Promise<SentMessage> {
  // The compose screen explains a rate limit itself (§8: no unexpected-error dialog).
  return api.post<SentMessage>('profiles-api', '/v1.0/message', { body, handles: [429] });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    // The author may be a recipient too: their own notifications change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
