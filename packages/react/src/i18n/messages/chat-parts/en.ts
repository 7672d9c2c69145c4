/**
 * English messages of the chat's parts that load on demand (menus' items, the editor, history, settings, the emoji
 * panel, the voice recorder and practice); `ChatPartMessages` adds them where those parts render.
 */
export const chatPartsEn = {
  // Shared
  'chat.cancel': 'Cancel',

  // Message menu (§2)
  'chat.messageMenu.speak': 'Speak',
  'chat.messageMenu.speakUnavailable': 'Your browser cannot read messages aloud.',
  'chat.messageMenu.copy': 'Copy',
  'chat.messageMenu.copyUnavailable': 'Copying is not available in this browser.',
  'chat.messageMenu.copied': 'Message copied',
  'chat.messageMenu.copyFailed': 'The message could not be copied.',
  'chat.messageMenu.translate': 'Translate',
  'chat.messageMenu.translateOff': 'Translate: not available here',
  'chat.messageMenu.edit': 'Edit',
  'chat.edit.label': 'Edit your message',
  'chat.edit.save': 'Save',
  'chat.edit.regenerates': 'The tutor will reply again to your edited message.',
  'chat.edit.laterRepliesStay': 'Later replies stay as they were.',

  // The review's "Why?" panel (its contents load on demand)
  'chat.review.sentence.why': 'Why: {explanation}',

  // Conversation menu (§2)
  'chat.conversationMenu.export': 'Export conversation',
  'chat.conversationMenu.clear': 'Clear conversation',
  'chat.conversationMenu.new': 'New conversation',

  // History (§2)
  'chat.history.title': 'Your conversations',
  'chat.history.loading': 'Loading conversations…',
  'chat.history.empty': 'No conversations yet. Once you’ve written in one, it will appear here.',
  'chat.history.retry': 'Try again',
  'chat.history.loadMore': 'Show more',
  'chat.history.noPreview': 'No messages yet',
  'chat.history.resume': 'Resume',
  'chat.history.current': 'Open now',
  'chat.history.resumeNamed': 'Resume “{title}”',
  'chat.history.exportNamed': 'Export “{title}”',
  'chat.history.deleteNamed': 'Delete “{title}”',
  'chat.delete.title': 'Delete this conversation?',
  'chat.delete.body': '“{title}” and all its messages will be deleted. This cannot be undone.',
  'chat.delete.confirm': 'Delete',

  // Chat settings (§2, §5)
  'chat.settings.title': 'Chat settings',
  'chat.settings.mode': 'Learning mode',
  'chat.settings.speed': 'Playback speed',
  'chat.settings.voice': 'Voice',
  'chat.settings.voiceFemale': 'Female',
  'chat.settings.voiceMale': 'Male',
  'chat.settings.signedOut': 'Sign in to change the playback speed and voice.',

  // Emoji picker
  'chat.emoji.dialog': 'Emoji picker',
  'chat.emoji.search': 'Search by category',
  'chat.emoji.noResults': 'No category matches “{query}”.',
  'chat.emoji.category.faces': 'Faces & feelings',
  'chat.emoji.category.gestures': 'Gestures & people',
  'chat.emoji.category.nature': 'Animals & nature',
  'chat.emoji.category.food': 'Food & drink',
  'chat.emoji.category.travel': 'Travel & places',
  'chat.emoji.category.activities': 'Activities',
  'chat.emoji.category.objects': 'Objects',
  'chat.emoji.category.symbols': 'Symbols & hearts',

  // Voice: recorder, reading aloud, practice entries, voice limits
  'chat.recorder.label': 'Voice message',
  'chat.recorder.level': 'Microphone level',
  'chat.recorder.time': 'Recorded {elapsed} of {maximum}',
  'chat.recorder.recording': 'Recording… Press Stop to send.',
  'chat.recorder.listening': 'Listening… Stop talking to send.',
  'chat.recorder.transcribing': 'Transcribing…',
  'chat.recorder.nothingHeard': 'Nothing was heard. Please try again.',
  'chat.recorder.stop': 'Stop and send',
  'chat.recorder.retry': 'Try again',
  'chat.recorder.handsFree': 'Hands-free (send when I stop talking)',
  'chat.recorder.error.permissionDenied': 'Microphone access was denied. Allow it in your browser settings to record.',
  'chat.recorder.error.noMicrophone': 'No microphone was found.',
  'chat.recorder.error.unsupported': 'This browser cannot record audio.',
  'chat.recorder.error.tooShort': 'That was too short. Please speak a little longer.',
  'chat.recorder.error.failed': 'The recording failed. Please try again.',
  'chat.voice.rateLimited': 'Too many voice requests in a short time. Please try again in {time}.',
  'chat.voice.quotaReached': 'You’ve used all of today’s voice requests. Please try again tomorrow.',
  'chat.messageMenu.stopSpeaking': 'Stop',
  'chat.messageMenu.speakFailed': 'The message could not be read aloud.',
  'chat.conversationMenu.pronunciation': 'Pronunciation practice',
  'chat.conversationMenu.listening': 'Listening exercise',
  // Pronunciation practice in a language the server cannot score ({language}: its name, as written mid-sentence)
  'pronunciation.unavailable': 'Pronunciation practice isn’t available for {language} yet.',
  // A listening exercise in a language the server cannot speak ({language}: its name, as written mid-sentence)
  'listening.unavailable': 'Listening exercises aren’t available for {language} yet.',
  // Listening exercise (#22): a levelled text or the learner's own, gaps or a dictation graded word by word ({word}: the text's word, {given}: what was typed)
  'listening.source': 'What to listen to',
  'listening.source.level': 'A new text for your level',
  'listening.source.own': 'Your own text',
  'listening.kind': 'Exercise',
  'listening.kind.gap_fill': 'Fill in the gaps',
  'listening.kind.dictation': 'Dictation: type what you hear',
  'listening.dictation.prompt': 'Type everything you hear.',
  'listening.dictation.words': 'Your dictation, word by word',
  'listening.dictation.summary': 'Words right: {right} of {total}',
  'listening.dictation.grade.right': 'right',
  'listening.dictation.grade.accent': 'accent or mark',
  'listening.dictation.grade.wrong': 'wrong word',
  'listening.dictation.grade.missing': 'missing',
  'listening.dictation.grade.extra': 'extra',
  'listening.dictation.word': '{word} — {grade}',
  'listening.dictation.typed': '{word} — {grade}, you typed “{given}”',
  'listening.dictation.legend': 'Legend',
  // Words that stay (#20): looking up a word of a message
  'words.group': 'Words of this message',
  'words.loading': 'Looking it up…',
  'words.baseForm': 'Base form: {form}',
  'words.reading': 'Reading: {reading}',
  'words.meaning': 'Meaning',
  'words.fromDictionary': 'From the dictionary ({engine})',
  'words.fromModel': 'From the language model',
  'words.none': 'No dictionary or language model on this server can give the meaning of this word.',
  'words.failed': 'The word could not be looked up.',
  'words.retry': 'Try again',
  'words.example': 'Example',
  'words.hear': 'Hear',
  'words.save': 'Save word',
  'words.saving': 'Saving…',
  'words.saved': 'Saved to your words',
  'words.saveFailed': 'The word could not be saved. Please try again.',
  'words.close': 'Close',
} as const;

/** Message ids of the chat's on-demand parts. */
export type ChatPartKey = keyof typeof chatPartsEn;
