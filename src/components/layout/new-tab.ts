/** Attributes of a link to another site: a new tab that gets no handle on this one and no referrer. */
export const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;
