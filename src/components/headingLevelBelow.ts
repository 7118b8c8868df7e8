/**
 * The heading level just below one of each level (never below `h6`): an article body's top
 * heading under its title, a card's under its list's heading.
 */
export const headingLevelBelow = { 1: 2, 2: 3, 3: 4, 4: 5, 5: 6, 6: 6 } as const;
