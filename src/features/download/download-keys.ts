// The download page's query keys, in one factory.
export const downloadKeys = {
  links: () => ['download', 'links'] as const,
};
