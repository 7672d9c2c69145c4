/**
 * The id of the help sections the footer's "Help and feedback" link lands on: the profile's (support report and feedback)
 * for a signed-in learner, the about page's (what to do when signing in fails) for anyone else.
 */
export const HELP_SECTION_ID = 'help';
