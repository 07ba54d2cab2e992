/** Spec 01 §9: a tag shows its title in a tooltip when the title is longer than 15 characters. */
export const TAG_TOOLTIP_AFTER = 15;

export const tagTooltip = (title: string): string | undefined => (title.length > TAG_TOOLTIP_AFTER ? title : undefined);
