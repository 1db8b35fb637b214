// Sizes of the TV row lists (conversations, notices) (virtual lists need a fixed row height), in
// design px: a row is the 0.8rem avatar with 0.16rem padding above and below, plus the gap.
export const CONV_ROW_HEIGHT = 124;
/** The page below its title (the page area is 970 high). */
export const CONV_LIST_HEIGHT = 860;
