import type { ServerConfig } from '../../config.js';
import { createEmbeddedReviewer } from './embedded-reviewer.js';
import { createModelReviewer } from './model-reviewer.js';
import type { MessageReviewer } from './review-types.js';

/**
 * The reviewer of learner messages: the configured model (PARLA_TUTOR_URL, structured output) when a tutor model is
 * configured, else the embedded reviewer that needs no network.
 */
export function createReviewerFromConfig(config: ServerConfig): MessageReviewer {
  if (config.tutorUrl) {
    return createModelReviewer({ url: config.tutorUrl, model: config.tutorModel, key: config.tutorKey });
  }
  return createEmbeddedReviewer();
}

/** One reviewer per configuration, built on first use. */
const configured = new WeakMap<ServerConfig, MessageReviewer>();

/** The reviewer of a configuration (see {@link createReviewerFromConfig}), built once and shared by every app using it. */
export function reviewerForConfig(config: ServerConfig): MessageReviewer {
  let reviewer = configured.get(config);
  if (!reviewer) {
    reviewer = createReviewerFromConfig(config);
    configured.set(config, reviewer);
  }
  return reviewer;
}
