import { atom, computed } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { ParlaClient } from '../client/create-client.js';
import type { Logger } from './logger.js';
import { SESSION_MESSAGE_KEYS, TERMS_MESSAGES } from './message-keys.js';
import type { ProfileStore } from './profile-store.js';
import type { SnackbarStore } from './snackbar-store.js';

/** The routes on which a learner who has not accepted the terms sees the terms dialog (§4). */
export const TERMS_DIALOG_ROUTES = ['NewConversation', 'Chat', 'Settings'] as const;

/** The state of the terms dialog (§2, §4). */
export interface TermsDialogState {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Whether the acceptance checkbox is ticked; Accept is enabled only then. */
  checked: boolean;
  /** Whether acceptance is being sent (show a spinner). */
  accepting: boolean;
}

/** Options of {@link createTermsDialog}. */
export interface TermsDialogOptions {
  /** Sends the acceptance. */
  client: Pick<ParlaClient, 'user'>;
  /** The signed-in learner, whose `terms_accepted` decides the rule. */
  profile: Pick<ProfileStore, '$profile' | 'patch'>;
  /** Shows the outcome. */
  snackbar: Pick<SnackbarStore, 'notify'>;
  /** Signs the learner out after a decline; `notify: false` asks it not to toast its own message. */
  logout: (options: { notify: boolean }) => Promise<void>;
  /** Where failures are logged. */
  logger: Logger;
}

/** The terms dialog and the rule that shows it. */
export interface TermsDialog {
  /** §4 rule: a signed-in learner has not accepted the terms and the route is NewConversation, Chat or Settings. */
  readonly $showTermsDialog: ReadableAtom<boolean>;
  /** The dialog's state. */
  readonly $termsDialog: ReadableAtom<TermsDialogState>;
  /** Tells the rule the current route's name (call on every navigation); opens the dialog, unticked, when the rule holds. */
  evaluateTermsDialog(routeName: string | null): void;
  /** Ticks or unticks the acceptance checkbox. */
  setChecked(checked: boolean): void;
  /** Accepts the terms when ticked; resolves whether they were accepted. */
  accept(): Promise<boolean>;
  /** Declines: unticks, closes, signs out and warns; the dialog closes even when signing out fails. */
  decline(): Promise<void>;
  /** Closes the dialog without accepting or declining (the backdrop). */
  dismiss(): void;
  /** Stops following the profile. */
  destroy(): void;
}

const CLOSED: TermsDialogState = { open: false, checked: false, accepting: false };

/**
 * Creates the terms dialog (§2, §4). It opens unticked whenever the rule starts to hold (a profile loads,
 * or a navigation reaches one of the routes) and closes when it stops holding.
 * @example
 * const terms = createTermsDialog({ client, profile, snackbar, logout, logger: consoleLogger });
 * router.afterEach((route) => terms.evaluateTermsDialog(route.name));
 */
export function createTermsDialog(options: TermsDialogOptions): TermsDialog {
  const { client, profile, snackbar, logout, logger } = options;
  const $routeName = atom<string | null>(null);
  const $showTermsDialog = computed([profile.$profile, $routeName], (user, routeName) =>
    user !== null && !user.terms_accepted && TERMS_DIALOG_ROUTES.some((route) => route === routeName),
  );
  const $termsDialog = atom<TermsDialogState>(CLOSED);

  function open(): void {
    if (!$termsDialog.get().open) {
      $termsDialog.set({ open: true, checked: false, accepting: false });
    }
  }

  function close(): void {
    $termsDialog.set(CLOSED);
  }

  const stopFollowing = $showTermsDialog.listen((show) => {
    if (show) {
      open();
    } else if (!$termsDialog.get().accepting) {
      close();
    }
  });

  return {
    $showTermsDialog,
    $termsDialog,
    evaluateTermsDialog(routeName) {
      $routeName.set(routeName);
      if ($showTermsDialog.get()) {
        open();
      }
    },
    setChecked(checked) {
      const state = $termsDialog.get();
      if (state.open && !state.accepting) {
        $termsDialog.set({ ...state, checked });
      }
    },
    async accept() {
      const state = $termsDialog.get();
      if (!state.open || !state.checked || state.accepting) {
        return false;
      }
      $termsDialog.set({ ...state, accepting: true });
      try {
        const result = await client.user.acceptTerms({});
        profile.patch({
          terms_accepted: result.terms_accepted,
          terms_version: result.terms_version,
          terms_accepted_at: result.terms_accepted_at,
        });
        close();
        snackbar.notify({ type: 'success', text: TERMS_MESSAGES.acceptSuccess, key: SESSION_MESSAGE_KEYS.termsAcceptSuccess });
        return true;
      } catch (error) {
        logger.error('Accepting the terms failed', error);
        $termsDialog.set({ ...$termsDialog.get(), accepting: false });
        snackbar.notify({ type: 'error', text: TERMS_MESSAGES.acceptError, key: SESSION_MESSAGE_KEYS.termsAcceptError });
        return false;
      }
    },
    async decline() {
      $termsDialog.set({ ...$termsDialog.get(), checked: false });
      close();
      try {
        await logout({ notify: false });
      } catch (error) {
        logger.error('Signing out after declining the terms failed', error);
      }
      snackbar.notify({ type: 'warning', text: TERMS_MESSAGES.declineWarning, key: SESSION_MESSAGE_KEYS.termsDeclineWarning });
    },
    dismiss() {
      if (!$termsDialog.get().accepting) {
        close();
      }
    },
    destroy() {
      stopFollowing();
    },
  };
}
