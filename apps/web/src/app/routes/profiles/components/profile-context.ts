import type { PersonDetails } from '@ln/contracts';
import { useOutletContext } from 'react-router-dom';

/** What the profile layout gives its child pages. */
export interface ProfileContext {
  profileId: string;
  person: PersonDetails;
  /** `Małgorzata Jadwiga Źródłowska`: for breadcrumbs and document titles. */
  name: string;
}

export function useProfileContext(): ProfileContext {
  return useOutletContext<ProfileContext>();
}
