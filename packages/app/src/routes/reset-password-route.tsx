import { ResetPasswordForm } from '@parla/react';
import type { RouteScreenProps } from '../router/route-table.js';
import { useRouter } from '../router/router-context.js';

/** `/reset-password/{uid}/{token}`: sets the new password, then goes to sign in. */
export function ResetPasswordRoute({ params }: RouteScreenProps) {
  const router = useRouter();
  return (
    <div className="app-page">
      <ResetPasswordForm uid={params.uid ?? ''} token={params.token ?? ''} onDone={() => router.navigate('/login')} />
    </div>
  );
}
