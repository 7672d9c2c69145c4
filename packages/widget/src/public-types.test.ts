import { describe, expect, expectTypeOf, it } from 'vitest';
import type { LanguageCode, LearningMode, Message, SkillLevel, Theme, TokenPair, VoiceGender } from '@parla/contract';
import type { EmbedErrorCode, EmbedEventMap } from '@parla/sdk/embed';
import type {
  TutorChatElement as TutorChatElementType,
  TutorChatErrorCode,
  TutorChatEventMap,
  TutorChatEventName,
  TutorChatLanguage,
  TutorChatLearningMode,
  TutorChatMessage,
  TutorChatSession,
} from './public-types.js';
import { TutorChatElement, defineTutorChat } from './tutor-chat-element.js';

// The public types are written out so a partner needs no other package; these checks keep them equal to the contract's.
describe('the public types of <tutor-chat>', () => {
  it('match the contract they restate (checked by the type-check)', () => {
    expectTypeOf<TutorChatLanguage>().toEqualTypeOf<LanguageCode>();
    expectTypeOf<TutorChatLearningMode>().toEqualTypeOf<LearningMode>();
    expectTypeOf<NonNullable<TutorChatElementType['skillLevel']>>().toEqualTypeOf<SkillLevel>();
    expectTypeOf<NonNullable<TutorChatElementType['theme']>>().toEqualTypeOf<Theme>();
    expectTypeOf<NonNullable<TutorChatElementType['voice']>>().toEqualTypeOf<VoiceGender>();
    expectTypeOf<TutorChatSession>().toEqualTypeOf<TokenPair>();
    expectTypeOf<Message>().toExtend<TutorChatMessage>();
  });

  it('restate the events of the SDK’s embed session, which the element dispatches (checked by the type-check)', () => {
    type Detail<Name extends TutorChatEventName> = TutorChatEventMap[`tutor-chat:${Name}`]['detail'];
    expectTypeOf<TutorChatEventName>().toEqualTypeOf<keyof EmbedEventMap>();
    expectTypeOf<TutorChatErrorCode>().toEqualTypeOf<EmbedErrorCode>();
    expectTypeOf<EmbedEventMap['ready']>().toEqualTypeOf<Detail<'ready'>>();
    expectTypeOf<EmbedEventMap['session-expired']>().toEqualTypeOf<Detail<'session-expired'>>();
    expectTypeOf<EmbedEventMap['quota-warning']>().toEqualTypeOf<Detail<'quota-warning'>>();
    expectTypeOf<EmbedEventMap['error']>().toExtend<Detail<'error'>>();
    expectTypeOf<EmbedEventMap['message']>().toExtend<Detail<'message'>>();
  });

  it('type document.querySelector and createElement as the element class', () => {
    defineTutorChat();
    const element = document.createElement('tutor-chat');
    expectTypeOf(element).toEqualTypeOf<TutorChatElementType>();
    expect(element).toBeInstanceOf(TutorChatElement);
    element.targetLanguage = 'es';
    expect(element.getAttribute('target-language')).toBe('es');
  });
});
