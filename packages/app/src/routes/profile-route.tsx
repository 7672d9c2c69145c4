import { ProfilePanel, ProgressPanel } from '@parla/react';

/** `/profile`: the learner's details, data export and account deletion, and their progress. */
export function ProfileRoute() {
  return (
    <div className="app-page app-profile">
      <ProfilePanel />
      <ProgressPanel />
    </div>
  );
}
