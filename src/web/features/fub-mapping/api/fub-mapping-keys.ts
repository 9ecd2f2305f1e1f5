/** The query keys of the field-mapping page: the CRM's custom fields and the saved mapping. */
export const fubMappingKeys = {
  all: ['admin', 'fub-mapping'] as const,
  fields: () => [...fubMappingKeys.all, 'fields'] as const,
  mappings: () => [...fubMappingKeys.all, 'mappings'] as const,
};
