import { useRouterNavigate, useToast } from 'tessera';
import type { OutboxOutcome } from 'tessera/http';
import { useAppMessages } from '../locale/context';

/**
 * Says what became of writes sent through the outbox, beyond those the server has (the caller
 * words those): kept on this device until the network is back, or set aside for the person (a
 * conflict, a refusal), with a way to the list of waiting changes. Returns how many were sent.
 */
export function useWriteNotices() {
  const toast = useToast();
  const sync = useAppMessages('sync');
  const navigate = useRouterNavigate();
  return (outcomes: readonly OutboxOutcome[]): number => {
    const count = (status: OutboxOutcome['status']) =>
      outcomes.filter((outcome) => outcome.status === status).length;
    if (count('queued') > 0) toast({ title: sync('queuedToast'), tone: 'info' });
    const held = count('conflict') + count('rejected');
    if (held > 0) {
      toast({
        title: sync('needsYou', { count: held }),
        tone: 'warning',
        action: { label: sync('review'), onClick: () => navigate('/sync') },
      });
    }
    return count('sent');
  };
}
