import type { BackgroundTasks } from './background-tasks.js';
import type { Clock } from './clock.js';
import type { ServerConfig } from './config.js';
import type { Database } from './db/database.js';
import type { Mailer } from './mail/mailer.js';
import type { SpeechEngines } from './speech/speech-engines.js';
import type { MessageReviewer } from './tutor/review/review-types.js';
import type { ApertiumInstall } from './vocabulary/apertium.js';
import type { BaseForms } from './vocabulary/base-forms.js';
import type { DictionaryShelf } from './vocabulary/dictionary-shelf.js';
import type { TutorEngine } from './tutor/tutor-engine.js';

/** What `createApp` is built from: every side effect comes in here. */
export interface AppDeps {
  /** The database (PGlite or PostgreSQL). */
  db: Database;
  /** Where mails go. */
  mailer: Mailer;
  /** The tutor that writes replies. */
  tutor: TutorEngine;
  /** Reviews every learner message; default: the one of `config` (see `reviewerForConfig`). */
  reviewer?: MessageReviewer;
  /** The current time. */
  clock: Clock;
  /** Parsed configuration. */
  config: ServerConfig;
  /** Speech engines; default: built from `config` (see `createSpeechFromConfig`). */
  speech?: SpeechEngines;
  /** Where mail work runs beside the requests that start it; default: a fresh runner per app. */
  background?: BackgroundTasks;
  /** Bilingual dictionaries for word look-ups; default: those installed in /usr/share/dictd, found once by `createApp`. */
  dictionaries?: DictionaryShelf;
  /** Apertium for offline message translation; default: the one installed (Debian's `apertium` and pairs), found once per process. */
  apertium?: ApertiumInstall;
  /** Finds an inflected word's dictionary form for look-ups; default: Apertium's analysers, else `hunspell`, found once per process. */
  baseForms?: BaseForms;
}
