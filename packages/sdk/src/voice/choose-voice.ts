/** The parts of a SpeechSynthesisVoice the choice looks at. */
export interface VoiceCandidate {
  name: string;
  lang: string;
  default?: boolean;
}

/** Names of common platform voices (Apple, Microsoft, Google, eSpeak variants) that speak as a woman. */
const FEMALE_NAMES =
  /\+f\d|\b(?:female|woman|samantha|victoria|karen|moira|tessa|fiona|veena|zira|susan|hazel|heera|helena|laura|sabina|paulina|monica|mónica|marisol|amelie|amélie|audrey|aurelie|céline|celine|julie|hortense|anna|petra|katja|hedda|alice|elsa|federica|luciana|joana|francisca|milena|irina|yuna|sora|kyoko|haruka|ayumi|ting-ting|tingting|mei-jia|sin-ji|huihui|yaoyao|xiaoxiao|sara|nora|zuzana|ioana|ellen|paola|catherine|serena|allison|ava|kate|emma|jenny|aria|salli|joanna|kimberly|ivy|lucia|lucía|conchita|penelope|vicki|marlene|ines|inês|vitoria|vitória|camila|mia|seoyeon|heami|tatyana|carmit|lekha|damayanti|mariska|nicky)\b/i;
/** Names of common platform voices that speak as a man. */
const MALE_NAMES =
  /\+m\d|\b(?:male|man|daniel|alex|fred|thomas|diego|jorge|juan|carlos|pablo|raul|raúl|enrique|luca|cosimo|giorgio|yuri|maxim|xander|rishi|aaron|arthur|oliver|david|mark|george|james|paul|stefan|markus|hans|yannick|nicolas|henri|felipe|ricardo|luciano|otoya|ichiro|kangkang|danny|kenji|hyunsu|matthew|joey|justin|brian|russell|geraint|giorgos|reed|rocko|eddy|grandpa)\b/i;

function normalise(lang: string): string {
  return lang.replace('_', '-').toLowerCase();
}

function speaksAs(candidate: VoiceCandidate, gender: 'female' | 'male'): boolean {
  const female = FEMALE_NAMES.test(candidate.name);
  const male = MALE_NAMES.test(candidate.name);
  return gender === 'female' ? female && !male : male && !female;
}

/**
 * Picks the voice for `lang`: the exact language tag before the base language, a voice of `gender` (guessed from the
 * name) before others, the platform default before the rest; undefined when no voice speaks the language.
 */
export function chooseVoice<V extends VoiceCandidate>(voices: readonly V[], lang: string, gender: 'female' | 'male'): V | undefined {
  const wanted = normalise(lang);
  const base = wanted.split('-')[0] ?? wanted;
  const exact = voices.filter((voice) => normalise(voice.lang) === wanted);
  const sameBase = voices.filter((voice) => normalise(voice.lang).split('-')[0] === base);
  for (const group of [exact, sameBase]) {
    const chosen = group.find((voice) => speaksAs(voice, gender)) ?? group.find((voice) => voice.default === true);
    if (chosen) {
      return chosen;
    }
  }
  return exact[0] ?? sameBase[0];
}
