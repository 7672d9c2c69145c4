import { useId } from 'react';
import { FeedbackForm, ProfilePanel, ProgressPanel, SupportReportForm } from '@parla/react';
import { useAppT } from '../i18n/use-app-t.js';
import { HELP_SECTION_ID } from './help-section.js';

/**
 * `/profile`: the learner's details, data export and account deletion, their progress, and help (a support report and
 * feedback, §1).
 */
export function ProfileRoute() {
  const t = useAppT();
  const helpId = useId();
  return (
    <div className="app-page app-profile">
      <ProfilePanel titleAs="h1" />
      <ProgressPanel />
      <section id={HELP_SECTION_ID} className="app-help" aria-labelledby={helpId}>
        <h2 id={helpId} className="app-help__title">
          {t('footer.help')}
        </h2>
        <div className="app-help__forms">
          <SupportReportForm className="app-help__form" titleAs="h3" />
          <FeedbackForm className="app-help__form" category="app" titleAs="h3" />
        </div>
      </section>
    </div>
  );
}
