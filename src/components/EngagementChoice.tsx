import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** The engagement a visitor asked about from its card, named in the message the studio receives. */
export interface ChosenEngagement {
  id: string;
  title: string;
}

interface EngagementChoiceValue {
  chosen?: ChosenEngagement;
  choose: (engagement?: ChosenEngagement) => void;
}

const EngagementChoiceContext = createContext<EngagementChoiceValue>({ choose: () => {} });

/** Holds the choice on the home page, where the Pricing cards and the contact form meet. */
export function EngagementChoiceProvider({ children }: { children: ReactNode }) {
  const [chosen, choose] = useState<ChosenEngagement>();
  const value = useMemo(() => ({ chosen, choose }), [chosen]);
  return (
    <EngagementChoiceContext.Provider value={value}>{children}</EngagementChoiceContext.Provider>
  );
}

export const useEngagementChoice = () => useContext(EngagementChoiceContext);
