/** Query keys of the CV builder: one CV's data lives under ['cv', cvId]. */
export const cvKeys = {
  list: (profileId: string) => ['cv', 'list', profileId] as const,
  cv: (cvId: string) => ['cv', cvId] as const,
  part: (cvId: string, part: string) => ['cv', cvId, part] as const,
};

export const cvPath = (id: string) => `/v1.0/cv/${encodeURIComponent(id)}`;
