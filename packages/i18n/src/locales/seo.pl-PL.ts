// Texts of the server-rendered head: descriptions and link previews (decision 024).
export const seoPL = {
  SEO: {
    SITE_NAME: 'Ludzie Nauki',
    DEFAULT_DESCRIPTION:
      'Ludzie Nauki: publiczny portal osób prowadzących badania naukowe w Polsce. Profile, publikacje, projekty, patenty i gremia naukowców.',
    PROFILE_DESCRIPTION:
      '{{summary}}. Profil w portalu Ludzie Nauki: publikacje, projekty, patenty, osiągnięcia i gremia.',
  },
} as const;
