/**
 * English messages of what the chat screen shows at once: header, modes, suggestions, the menus' buttons, the input
 * and status lines (those of its parts that load on demand are in `chat-parts/`).
 */
export const chatEn = {
  // Header (§2)
  'chat.header.untitled': 'New conversation',
  // The server's default title ('Vocabulary in Spanish') in the interface language; {language} as written mid-sentence.
  'chat.header.defaultTitle': '{mode} in {language}',
  'chat.connection.online': 'Online',
  'chat.connection.offline': 'Offline',
  // The conversation could not be opened (not found, or the load failed): instead of the messages and input
  'chat.unavailable.title': 'This conversation can’t be opened',
  'chat.unavailable.retry': 'Try again',
  'chat.unavailable.new': 'New conversation',
  // Why, when the learner deleted the open conversation (e.g. from the drawer's history)
  'chat.unavailable.deleted': 'This conversation was deleted.',
  // Under a message of the learner's that was not delivered: sends it again
  'chat.message.retry': 'Try again',
  'chat.input.waitingForLoad': 'Your message will be sent as soon as the conversation has loaded.',

  // Learning modes (§1)
  'chat.mode.translation': 'Translation',
  'chat.mode.grammar': 'Grammar',
  'chat.mode.vocabulary': 'Vocabulary',
  'chat.mode.roleplay': 'Roleplay',
  'chat.mode.free_conversation': 'Free conversation',
  'chat.mode.storytelling': 'Storytelling',
  'chat.mode.cultural_context': 'Cultural context',
  'chat.mode.idioms': 'Idioms',
  'chat.mode.slang': 'Slang',

  // Suggestions: starters per learning mode when the server sent none
  'chat.suggestions.label': 'Suggested replies',
  'chat.suggestions.hide': 'Hide suggestions',
  'chat.suggestions.show': 'Show suggestions',
  'chat.starter.translation.1': 'Give me a sentence to translate.',
  'chat.starter.translation.2': 'How would you say "I’m running late"?',
  'chat.starter.translation.3': 'Check my translation of a short text.',
  'chat.starter.grammar.1': 'Explain when to use the past tense.',
  'chat.starter.grammar.2': 'Correct my sentences as we talk.',
  'chat.starter.grammar.3': 'Give me a quick grammar exercise.',
  'chat.starter.vocabulary.1': 'Teach me five words about food.',
  'chat.starter.vocabulary.2': 'Quiz me on everyday words.',
  'chat.starter.vocabulary.3': 'What are some useful words for travelling?',
  'chat.starter.roleplay.1': 'Let’s order a meal at a restaurant.',
  'chat.starter.roleplay.2': 'Pretend I’m checking in at a hotel.',
  'chat.starter.roleplay.3': 'Let’s practise a job interview.',
  'chat.starter.free_conversation.1': 'Hi! How are you today?',
  'chat.starter.free_conversation.2': 'Let’s talk about our weekends.',
  'chat.starter.free_conversation.3': 'Ask me about my hobbies.',
  'chat.starter.storytelling.1': 'Tell me a short story.',
  'chat.starter.storytelling.2': 'Let’s write a story together.',
  'chat.starter.storytelling.3': 'Start a story and I’ll continue it.',
  'chat.starter.cultural_context.1': 'How do people greet each other?',
  'chat.starter.cultural_context.2': 'Tell me about a local holiday.',
  'chat.starter.cultural_context.3': 'What is polite at the dinner table?',
  'chat.starter.idioms.1': 'Teach me a common idiom.',
  'chat.starter.idioms.2': 'What does your favourite saying mean?',
  'chat.starter.idioms.3': 'Use an idiom in a sentence for me.',
  'chat.starter.slang.1': 'What slang do young people use?',
  'chat.starter.slang.2': 'How do friends say "cool"?',
  'chat.starter.slang.3': 'Teach me some casual greetings.',

  // Message menu (§2)
  'chat.messageMenu.label': 'Message actions',
  'chat.messageMenu.translating': 'Translating…',
  'chat.messageMenu.translation': 'Translation ({language})',
  'chat.messageMenu.translateUnavailable': 'Translation is not available on this server.',
  'chat.messageMenu.translatePairUnavailable': 'Translation from {source} to {target} is not available on this server.',

  // Conversation menu (§2)
  'chat.conversationMenu.label': 'Conversation options',
  'chat.clear.title': 'Clear this conversation?',
  'chat.clear.body': 'Every message in it will be deleted. This cannot be undone.',
  'chat.clear.confirm': 'Clear',

  // History (§2)
  'chat.olderMessages': 'Show older messages',

  // Emoji picker
  'chat.emoji.open': 'Insert emoji',

  // Voice input
  'chat.voice.record': 'Record a voice message',
  'chat.voice.checking': 'Checking whether voice input is available…',
  'chat.voice.unavailable': 'Voice input isn’t available for {language} on this server yet',
  'chat.autoPlay': 'Read replies aloud',

  // Status banner (§4, §9)
  'chat.status.offline': 'You’re offline. Check your connection to keep practising.',
  'chat.status.rateLimited': 'You’ve sent a lot of messages in a short time. You can send again in {time}.',
  'chat.status.quota.messages': 'You’ve used {percent} of today’s messages.',
  'chat.status.quota.voiceRequests': 'You’ve used {percent} of today’s voice requests.',
  'chat.status.quota.aiCalls': 'You’ve used {percent} of today’s tutor requests.',
  'chat.status.quota.totalRequests': 'You’ve used {percent} of this month’s requests.',
  'chat.status.quota.premiumFeatures': 'You’ve used {percent} of this month’s premium features.',

  // Drawer
  'chat.drawer.toggle': 'Conversations and settings',

  // Voice: recorder, reading aloud, practice entries, voice limits
  'chat.recorder.requesting': 'Waiting for the microphone…',
  'chat.status.transcribeLimited': 'You’ve recorded a lot of voice messages in a short time. You can record again in {time}.',
  'chat.status.synthesizeLimited': 'Messages have been read aloud many times in a short time. Reading aloud works again in {time}.',
  'chat.status.transcribeWarning': 'You’re close to the limit for voice messages. Slow down a little to keep recording.',
  'chat.status.synthesizeWarning': 'You’re close to the limit for reading messages aloud.',
  'chat.status.sendWarning': 'You’re sending messages quickly: {remaining, plural, one {# more message} other {# more messages}} this minute, then sending pauses for a few minutes.',

  // The review of a learner's message, under its text: corrections shown inline, told as sentences, explained on "Why?"
  'chat.review.count': '{count, plural, one {# correction} other {# corrections}}',
  'chat.review.noMistakes': 'No mistakes found.',
  'chat.review.partial': 'Some checks could not run.',
  'chat.review.spellingClean': 'Spelling and accents checked: no mistakes found. Grammar was not checked.',
  'chat.review.grammarUnchecked': 'Grammar was not checked.',
  // Beside corrections of grammar when no full grammar check ran: the tutor's rules look for the frequent mistakes only
  'chat.review.grammarFrequentOnly': 'Grammar was checked for frequent mistakes only.',
  // Spelling ran on every word but {words}: the learner's words it could not judge, each quoted by chat.review.quotedWord
  // and joined as a list (“naranjes” and “zapatis”); {count} of them. Followed by chat.review.grammarUnchecked.
  'chat.review.spellingExcept': 'Spelling and accents checked, except {words}, which {count, plural, one {is} other {are}} not in the dictionary.',
  // One word as the learner wrote it, quoted the way the language quotes
  'chat.review.quotedWord': '“{word}”',
  'chat.review.unavailable': 'Checks unavailable: this message could not be reviewed.',
  'chat.review.why': 'Why?',
  'chat.review.explanations': 'Explanations',
  // Screen-reader sentences; {category} is one of the chat.review.category.* names below, mid-sentence
  'chat.review.sentence.replace': 'Correction: “{replacement}” instead of “{original}” — {category}.',
  'chat.review.sentence.insert': 'Correction: add “{replacement}” — {category}.',
  'chat.review.sentence.remove': 'Correction: remove “{original}” — {category}.',
  'chat.review.betterPhrasing': 'More natural: {text}',
  'chat.review.category.spelling': 'spelling',
  'chat.review.category.accent': 'accent',
  'chat.review.category.capitalization': 'capitalization',
  'chat.review.category.agreement': 'agreement',
  'chat.review.category.conjugation': 'conjugation',
  'chat.review.category.word_order': 'word order',
  'chat.review.category.word_choice': 'word choice',
  'chat.review.category.punctuation': 'punctuation',
  'chat.review.category.style': 'style',
  'chat.review.category.grammar': 'grammar',
  // The toggle of a message's words to look up (#20); the rest loads with the word card
  'chat.words.lookUp': 'Look up words',
  'chat.words.hide': 'Hide words',
} as const;

/** Message ids of the chat area. */
export type ChatKey = keyof typeof chatEn;
