/** The id of the profile's help section (support report and feedback), where the footer's "Help and feedback" link lands. */
export const HELP_SECTION_ID = 'help';
