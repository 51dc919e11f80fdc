import { useApolloClientLoader, useQuery } from '../../../shared/apollo/query-hooks';
import { useMutation } from '../../../shared/apollo/use-mutation';
import { useCallback, useEffect, useState } from 'react';
import type { SaveDesignInput } from '../../../graphql/graphql';
import { SavedDesignDeleteDocument } from '../../../graphql/documents/SavedDesignDeleteDocument';
import { SavedDesignSaveDocument } from '../../../graphql/documents/SavedDesignSaveDocument';
import { SavedDesignsGetDocument } from '../../../graphql/documents/SavedDesignsGetDocument';
import { SavedDesignsImportDocument } from '../../../graphql/documents/SavedDesignsImportDocument';
import { useCustomer } from '../../customer/hooks/use-customer';
import { designInput, GUEST_DESIGNS_KEY, MAX_GUEST_DESIGNS, parseGuestDesigns, type DesignView } from '../personal.rules';

function readGuest(): DesignView[] {
  try {
    return typeof window === 'undefined' ? [] : parseGuestDesigns(window.localStorage.getItem(GUEST_DESIGNS_KEY));
  } catch {
    // Storage can be switched off (private mode, policies): a guest then has no saved designs.
    return [];
  }
}
function writeGuest(designs: DesignView[]): void {
  window.localStorage.setItem(GUEST_DESIGNS_KEY, JSON.stringify(designs.slice(0, MAX_GUEST_DESIGNS)));
}

/** What the configurator knows about a design when it is saved (a guest's is kept with its drawing). */
export type NewDesign = Omit<SaveDesignInput, 'size' | 'choices'> & {
  size: string | null;
  choices: DesignView['choices'];
  frame_name: string;
  price: number;
  currency: string;
  drawing: DesignView['drawing'];
};

/**
 * Saved designs: a customer's in the account (fetched in the browser, so the pages stay the same
 * HTML for everyone), a guest's in this browser until sign-in moves them into the account.
 */
export function useSavedDesigns(options: { load?: boolean } = {}) {
  const customer = useCustomer();
  const [guest, setGuest] = useState<DesignView[]>([]);
  useEffect(() => setGuest(readGuest()), [customer]);
  const { data, loading, error } = useQuery(SavedDesignsGetDocument, {
    skip: !customer || options.load === false,
    fetchPolicy: 'cache-and-network',
  });
  const [saveMutation] = useMutation(SavedDesignSaveDocument, { refetchQueries: [SavedDesignsGetDocument] });
  const [deleteMutation] = useMutation(SavedDesignDeleteDocument, { refetchQueries: [SavedDesignsGetDocument] });

  const designs: DesignView[] = customer ? (data?.savedDesigns ?? []).map((d) => ({ ...d, local: false })) : guest;

  const save = useCallback(
    async (design: NewDesign): Promise<void> => {
      if (customer) {
        await saveMutation({ variables: { input: designInput(design) } });
        return;
      }
      const local: DesignView = {
        ...designInput(design),
        id: `local-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
        frame_name: design.frame_name,
        price_saved: design.price,
        currency_saved: design.currency,
        price_now: null,
        currency: design.currency,
        created_at: new Date().toISOString(),
        drawing: design.drawing,
        local: true,
      } as DesignView;
      const next = [local, ...readGuest()];
      writeGuest(next);
      setGuest(next.slice(0, MAX_GUEST_DESIGNS));
    },
    [customer, saveMutation],
  );

  const remove = useCallback(
    async (design: DesignView): Promise<void> => {
      if (!design.local) {
        await deleteMutation({ variables: { id: design.id } });
        return;
      }
      const next = readGuest().filter((d) => d.id !== design.id);
      writeGuest(next);
      setGuest(next);
    },
    [deleteMutation],
  );

  return {
    designs,
    signedIn: Boolean(customer),
    loading: Boolean(customer) && loading && !data,
    failed: Boolean(error) && !data,
    save,
    remove,
  };
}

/**
 * After sign-in or registration: the designs this browser kept move into the account (the server
 * checks each again and leaves out what can no longer be saved), then the browser forgets them.
 */
export function useImportGuestDesigns(): () => Promise<void> {
  const loadClient = useApolloClientLoader();
  return useCallback(async () => {
    const designs = readGuest();
    if (designs.length === 0) return;
    const client = await loadClient();
    try {
      await client.mutate({ mutation: SavedDesignsImportDocument, variables: { designs: designs.map(designInput) } });
      window.localStorage.removeItem(GUEST_DESIGNS_KEY);
    } catch (error) {
      // Kept in the browser for the next sign-in; the shopper's sign-in itself went through.
      console.error('Saved designs could not be moved to the account', error);
    }
  }, [loadClient]);
}
