import { TERMS_LAST_UPDATED, TERMS_VERSION, type Terms } from '@parla/contract';

/** The terms of service served at GET /api/v1/terms/: version 1.0 of 2025-01-15, in 12 sections. */
export const TERMS: Terms = {
  version: TERMS_VERSION,
  last_updated: TERMS_LAST_UPDATED,
  sections: [
    {
      id: 'acceptance',
      title: '1. Acceptance of these terms',
      body:
        'These terms govern your use of Parla, an AI language tutor offered through the web and through partner sites that embed it. By creating an account, or by ticking the acceptance box when asked, you agree to these terms and to the privacy practices described in section 5. If you do not agree, please do not use the service. If you use Parla on behalf of an organisation, you confirm that you may accept these terms for it.',
    },
    {
      id: 'service',
      title: '2. What the service is',
      body:
        'Parla lets you practise a foreign language in written and spoken conversations with an AI tutor. You choose your native language, the language you are learning, your level and, if you wish, your goals and a learning mode such as vocabulary, grammar or roleplay. The service also offers progress tracking, personalised learning based on your past conversations, speech features where available, data export and account deletion. Parla is a practice tool: it does not award qualifications and is not a substitute for a certified course or examination.',
    },
    {
      id: 'accounts',
      title: '3. Accounts and registration',
      body:
        'To use Parla you register with your name, a valid email address and a password, and confirm your address through the link we send you. You must give accurate information and keep your password secret; you are responsible for what happens under your account. Tell us promptly if you believe someone else has used it. You must be at least 16 years old, or the minimum age for digital consent in your country if that is higher, to open an account.',
    },
    {
      id: 'acceptable-use',
      title: '4. Acceptable use',
      body:
        'Use Parla to learn. Do not use it to harass, threaten or impersonate anyone; to create or share unlawful, hateful or sexually explicit content; to try to extract other users\' data; to probe, overload or disrupt the service; to get around rate limits or quotas; or to resell access without our written permission. Automated access is allowed only through the published API and within its limits. We may limit or suspend accounts that break these rules.',
    },
    {
      id: 'privacy',
      title: '5. Privacy and your data',
      body:
        'We keep what we need to run the service: your account details, your preferences, your conversations and messages, usage counters, and any reports or feedback you send. We use them to provide and improve your tutoring, to keep the service safe and to meet legal obligations. We do not sell your personal data. When a language model or speech engine run by a third party is configured, the text or audio of your turn is sent to it to produce the reply. You can download all your data at any time from your profile, and deleting your account removes it permanently from our active systems.',
    },
    {
      id: 'ai-content',
      title: '6. AI-generated content',
      body:
        'The tutor\'s replies, corrections, translations and pronunciation scores are produced automatically. They are usually helpful but can be wrong, incomplete or unnatural, and they are not professional, legal, medical or financial advice. Check anything important with a reliable source. Do not share sensitive personal information in conversations that you would not want processed to generate a reply.',
    },
    {
      id: 'intellectual-property',
      title: '7. Intellectual property',
      body:
        'Parla\'s software, design, texts and trademarks belong to us or our licensors. You keep the rights to what you write and say; you give us a limited licence to store and process it only to provide the service to you. You may use the tutor\'s replies freely for your own learning.',
    },
    {
      id: 'liability',
      title: '8. Limitation of liability',
      body:
        'Parla is provided "as is" and "as available". To the extent the law allows, we are not liable for indirect or consequential losses, for loss of data you could have exported, or for decisions taken on the basis of AI-generated content, and our total liability for any claim is limited to the amount you paid us in the twelve months before it arose, or 50 euros if you paid nothing. Nothing in these terms limits liability that cannot be limited by law, such as for fraud or for death or personal injury caused by negligence.',
    },
    {
      id: 'availability',
      title: '9. Availability and changes to the service',
      body:
        'We aim to keep Parla available at all times but do not guarantee uninterrupted service: maintenance, updates and events outside our control can interrupt it. Daily and monthly quotas and rate limits apply to keep the service fair for everyone; they are shown in the app. We may add, change or remove features, and will give reasonable notice before removing a feature you rely on.',
    },
    {
      id: 'termination',
      title: '10. Termination',
      body:
        'You may stop using Parla and delete your account at any time from your profile; deletion is immediate and cannot be undone, so export your data first if you want to keep it. We may suspend or close an account that seriously or repeatedly breaks these terms, and will tell you why unless the law or safety prevents it. Sections 6, 7 and 8 continue to apply after termination.',
    },
    {
      id: 'changes',
      title: '11. Changes to these terms',
      body:
        'We may update these terms when the service or the law changes. Each version carries a number and a date. When we make a material change we will ask you to accept the new version the next time you sign in; if you do not accept it you may export your data and close your account. The version you accepted and the time you accepted it are recorded in your profile.',
    },
    {
      id: 'contact',
      title: '12. Contact',
      body:
        'Questions about these terms, your data or the service are welcome: send them with the “Report a problem” form of the Parla app (under “Help and feedback”, at the foot of its pages). We answer as soon as we can, normally within five working days.',
    },
  ],
};
