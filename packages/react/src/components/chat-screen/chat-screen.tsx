import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import type { Message } from '@parla/sdk';
import { mdiForumOutline } from '@mdi/js';
import { useStore } from '@nanostores/react';
import { computed } from 'nanostores';
import { BREAKPOINTS } from '@parla/contract/constants';
import { useChat } from '../../hooks/use-chat.js';
import { useLatest } from '../../hooks/use-latest.js';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { useT } from '../../i18n/use-t.js';
import { ChatHeader } from '../chat-header/chat-header.js';
import { ChatInput } from '../chat-input/chat-input.js';
import type { ChatInputHandle } from '../chat-input/chat-input.js';
import { ChatMessageList } from '../chat-message-list/chat-message-list.js';
import { ChatUnavailable } from './chat-unavailable.js';
import type { DownloadFile } from '../../ports/download-file.js';
import { EmojiPicker } from '../emoji-picker/emoji-picker.js';
import { Icon } from '../icon/icon.js';
import { LazyDrawerContents } from './lazy-drawer-contents.js';
import { LazySessionRecap } from './lazy-session-recap.js';
import { LazyVoiceRecorder, preloadVoiceRecorder } from './lazy-voice-recorder.js';
import type { Speaker } from '../message-menu/browser-speaker.js';
import type { ClipboardPort } from '../message-menu/message-menu.js';
import { RetryStatus } from '../retry-status/retry-status.js';
import { LazyStatusBanner } from './lazy-status-banner.js';
import { Suggestions } from '../suggestions/suggestions.js';
import { ChatVoiceButton } from '../voice-button/chat-voice-button.js';
import { useReplyAutoPlay } from '../../voice/use-reply-auto-play.js';
import { useVoiceTurn } from '../../voice/use-voice-turn.js';
import { LazyAutoPlayToggle } from './lazy-auto-play-toggle.js';
import type { PracticeRequest } from '../conversation-menu/practice-request.js';

/** Props of {@link ChatScreen}; the rest are spread on the screen's root `<div>`. */
export interface ChatScreenProps extends HTMLAttributes<HTMLDivElement> {
  /** The conversation to show (the `/chat/{id}` route). Resuming from the history switches to another one. */
  conversationId: string;
  /** Called with the id of a conversation resumed from the history (e.g. to update the route). Default: none. */
  onConversationChange?: ((conversationId: string) => void) | undefined;
  /** New conversation in the conversation menu (e.g. navigate to /new-conversation). Default: none (hidden). */
  onNewConversation?: (() => void) | undefined;
  /** Where the voice-activity model's files are served: the recorder then offers hands-free turns. Default: none. */
  vadAssetBase?: string | undefined;
  /** Pronunciation practice and Listening exercise in the conversation menu, with the latest tutor message. Default: none (hidden). */
  onPractice?: ((request: PracticeRequest) => void) | undefined;
  /** Called with every finished reply of the tutor (the latest callback is used). Default: none. */
  onReply?: ((reply: Message) => void) | undefined;
  /** Controls shown in the header before the conversation menu (e.g. `<tutor-chat>`'s review button). Default: none. */
  headerActions?: ReactNode | undefined;
  /** Whether the drawer starts open. Default: open from the `sm` breakpoint (600 px) up, closed below. */
  defaultDrawerOpen?: boolean | undefined;
  /**
   * Opens the drawer with the focus on the learning-mode choice once the conversation is open (e.g. the learner came from
   * the new-conversation form, where the hourly limit refused another conversation, to switch the mode). Default: false.
   */
  openModeSwitch?: boolean | undefined;
  /** Ports of the menus (clipboard, speech, downloads). Default: the browser's. */
  clipboard?: ClipboardPort | null | undefined;
  speaker?: Speaker | null | undefined;
  download?: ((file: DownloadFile) => void) | undefined;
}

function wideScreen(): boolean {
  return typeof matchMedia !== 'function' || matchMedia(`(min-width: ${BREAKPOINTS.sm}px)`).matches;
}

/**
 * Whether the drawer overlays the chat: the screen is narrower than the `sm` breakpoint (its own width once laid out,
 * as in the styles' container query; the viewport's before).
 */
function drawerOverlays(screen: HTMLElement | null): boolean {
  const width = screen?.getBoundingClientRect().width ?? 0;
  return width > 0 ? width < BREAKPOINTS.sm : !wideScreen();
}

/**
 * The whole chat screen of §2: header with the conversation menu, status banner and retry line, messages with their menus,
 * suggestions while the conversation is empty, the input with emoji and voice buttons, and a 256 px drawer with the history
 * and the chat settings (collapsed below 600 px, toggled by a labelled button). Where the drawer overlays the chat, opening
 * it moves the focus into it, the chat under it is inert, and Escape closes it with the focus back on its button. Deleting
 * the open conversation opens its neighbour in the history, else calls `onNewConversation`.
 * @example
 * <ChatScreen conversationId={params.id} onNewConversation={() => navigate('/new-conversation')} />
 */
export function ChatScreen(props: ChatScreenProps) {
  const { conversationId, onConversationChange, onNewConversation, vadAssetBase, onPractice, onReply, headerActions, defaultDrawerOpen, openModeSwitch = false, clipboard, speaker, download, className, ...rest } = props;
  const [openId, setOpenId] = useState(conversationId);
  const { chat } = useChat({ conversationId: openId, onReply });
  const conversation = useStore(chat.$conversation);
  // Re-renders the screen only when it flips: the conversation could not be opened (not found, or its load failed).
  const $unavailable = useMemo(() => computed([chat.$conversation, chat.$status], (open, status) => open === null && status === 'error'), [chat]);
  const unavailable = useStore($unavailable);
  const [drawerOpen, setDrawerOpen] = useState(() => openModeSwitch || (defaultDrawerOpen ?? wideScreen()));
  const onConversationChangeRef = useLatest(onConversationChange);
  const voiceTurn = useVoiceTurn(chat, { vadAssetBase });
  // While the learner has auto-play on, each reply is read aloud as it streams; typing stops the one being read.
  const interruptReply = useReplyAutoPlay(chat);
  const mainRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<ChatInputHandle>(null);
  const onPracticeRef = useLatest(onPractice);
  const drawerId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const screenRef = useRef<HTMLDivElement>(null);
  const drawerRef = useRef<HTMLElement>(null);
  // Counts the openings of the drawer over the chat by its button: each one sends the focus into it.
  const [focusRequest, setFocusRequest] = useState(0);
  const t = useT();

  useEffect(() => setOpenId(conversationId), [conversationId]);

  // The open conversation deleted (from the history): on to its neighbour, else to a new one, not "can't be opened".
  const { history } = useParlaSession('ChatScreen');
  const removed = useStore(history.$removed);
  const onNewConversationRef = useLatest(onNewConversation);
  useEffect(() => {
    if (!removed || removed.id !== openId) {
      return;
    }
    if (removed.nextId) {
      setOpenId(removed.nextId);
      onConversationChangeRef.current?.(removed.nextId);
    } else {
      onNewConversationRef.current?.();
    }
  }, [removed, openId, onConversationChangeRef, onNewConversationRef]);

  // Where the drawer overlays the chat it is modal: the chat under the scrim (its button included, which the drawer
  // covers) is out of the keyboard's and screen readers' reach, and comes back when the drawer closes or sits beside it.
  useEffect(() => {
    const screen = screenRef.current;
    const main = mainRef.current;
    if (!drawerOpen || !screen || !main) {
      return;
    }
    const update = () => {
      const overlays = drawerOverlays(screen);
      // The focus on the drawer's button would be lost under it: the drawer takes it until its contents do.
      if (overlays && main.contains((main.getRootNode() as Document | ShadowRoot).activeElement)) {
        drawerRef.current?.focus();
      }
      main.toggleAttribute('inert', overlays);
    };
    update();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(screen);
    return () => {
      observer?.disconnect();
      main.removeAttribute('inert');
    };
  }, [drawerOpen]);

  /** Closes the drawer where it overlays the chat, with the focus back on its button; false where it sits beside the chat. */
  function closeOverlay(): boolean {
    if (!drawerOpen || !drawerOverlays(screenRef.current)) {
      return false;
    }
    setDrawerOpen(false);
    mainRef.current?.removeAttribute('inert');
    toggleRef.current?.focus();
    return true;
  }

  /** Closes the recorder; once the input shows again, focus goes to the microphone (or, after sending, the text box). */
  function closeRecorder(transcript?: string): void {
    if (transcript === undefined) {
      voiceTurn.close();
    } else {
      void voiceTurn.send(transcript);
    }
    requestAnimationFrame(() => mainRef.current?.querySelector<HTMLElement>(transcript === undefined ? '.parla-voice-button' : '.parla-chat-input textarea')?.focus());
  }

  function resume(id: string): void {
    setOpenId(id);
    onConversationChangeRef.current?.(id);
    closeOverlay();
  }

  const toggle = (
    <button
      ref={toggleRef}
      type="button"
      className="parla-icon-button parla-chat-screen__toggle"
      aria-label={t('chat.drawer.toggle')}
      aria-expanded={drawerOpen}
      aria-controls={drawerId}
      onClick={() => {
        if (!drawerOpen && drawerOverlays(screenRef.current)) {
          setFocusRequest((count) => count + 1);
        }
        setDrawerOpen(!drawerOpen);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && closeOverlay()) {
          event.preventDefault();
        }
      }}
    >
      {/* Conversations, not the ≡ of a site menu: on a phone the app's menu button sits in the same header. */}
      <Icon path={mdiForumOutline} />
    </button>
  );
  return (
    <div ref={screenRef} className={className ? `parla-chat-screen ${className}` : 'parla-chat-screen'} data-drawer={drawerOpen ? 'open' : 'closed'} {...rest}>
      <aside
        ref={drawerRef}
        id={drawerId}
        className="parla-chat-screen__drawer"
        aria-label={t('chat.drawer.toggle')}
        hidden={!drawerOpen}
        // It scrolls: focusable itself, so the keyboard can scroll it even while its contents have no control yet.
        tabIndex={0}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && closeOverlay()) {
            event.preventDefault();
          }
        }}
      >
        <LazyDrawerContents
          open={drawerOpen}
          focusRequest={focusRequest}
          focusModeSwitch={openModeSwitch}
          chat={chat}
          onResume={resume}
          currentId={conversation?.id}
          download={download}
        />
      </aside>
      {/* Shown by the styles only while the drawer overlays the chat: a click beside the drawer closes it (Escape does from the keyboard). */}
      <div className="parla-chat-screen__scrim" aria-hidden="true" onClick={() => setDrawerOpen(false)} />
      <div ref={mainRef} className="parla-chat-screen__main">
        <ChatHeader
          chat={chat}
          onNewConversation={onNewConversation}
          onPractice={
            onPractice
              ? (exercise) => onPracticeRef.current?.({ exercise, text: voiceTurn.context() ?? '', language: conversation?.target_language ?? 'en' })
              : undefined
          }
          download={download}
          leading={toggle}
          actions={headerActions}
        />
        <LazyStatusBanner />
        <RetryStatus />
        {unavailable ? (
          <ChatUnavailable chat={chat} conversationId={openId} onNewConversation={onNewConversation} />
        ) : (
          <>
            <ChatMessageList chat={chat} clipboard={clipboard} speaker={speaker} />
            <LazySessionRecap chat={chat} />
            <Suggestions chat={chat} onFill={(draft) => inputRef.current?.fill(draft)} />
            {voiceTurn.recording ? (
              <LazyVoiceRecorder
                language={conversation?.target_language ?? 'en'}
                context={voiceTurn.context()}
                vadAssetBase={vadAssetBase}
                onTranscript={closeRecorder}
                onClose={() => closeRecorder()}
              />
            ) : null}
            <ChatInput
              ref={inputRef}
              chat={chat}
              hidden={voiceTurn.recording}
              onInput={interruptReply}
              renderTools={({ insert }) => (
                <>
                  <EmojiPicker onSelect={insert} />
                  <ChatVoiceButton chat={chat} onRecord={voiceTurn.start} onIntent={preloadVoiceRecorder} />
                  <LazyAutoPlayToggle />
                </>
              )}
            />
          </>
        )}
      </div>
    </div>
  );
}
