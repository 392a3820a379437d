export const paths = {
  home: { path: '/', getHref: () => '/' },
} as const;
