// Khmer in the car search box: Khmer digits (០–៩) read as 0–9, and the few Khmer words of a car search read as the
// English words the parser already understands ("តូយ៉ូតា ក្រោម ២ម៉ឺនដុល្លារ" → "toyota under 2 ten thousand dollars").
// One table, kept short: each entry is a word people type in Cambodia, spelled as they write it.

/** Khmer word → what the parser reads instead. Khmer is written without spaces, so a word is found anywhere. */
export const KHMER_WORDS: Readonly<Record<string, string>> = {
  // Makes and a model as they are written in Khmer script (two spellings of Lexus are both in use).
  តូយ៉ូតា: 'toyota',
  ឡិចស៊ីស: 'lexus',
  ឡិចស៊ិស: 'lexus',
  ហុងដា: 'honda',
  ហ្វដ: 'ford',
  ឡង់គ្រូសឺ: 'land cruiser',
  // Filler: "car" (colloquial and formal), "sell".
  ឡាន: 'car',
  រថយន្ត: 'car',
  លក់: 'sale',
  // Year and price words.
  ឆ្នាំ: 'year',
  តម្លៃ: 'price',
  តិចជាង: 'less than',
  ក្រោម: 'under',
  លើសពី: 'over',
  លើស: 'over',
  ច្រើនជាង: 'more than',
  ចាប់ពី: 'from',
  ដុល្លារ: 'dollars',
  រៀល: 'riel',
  // Amounts: "២ម៉ឺន" is 20,000 and "៥ពាន់" 5,000.
  ពាន់: 'thousand',
  ម៉ឺន: 'ten thousand',
};

// Longest first, so a word is never read by a shorter word inside it ("លើសពី" before "លើស").
const WORDS = new RegExp(
  Object.keys(KHMER_WORDS)
    .sort((a, b) => b.length - a.length)
    .join('|'),
  'gu',
);
const KHMER_DIGIT = /[\u17e0-\u17e9]/gu;
// Khmer text separates words with a zero-width space, if with anything.
const ZERO_WIDTH_SPACE = /\u200b/gu;

/** Khmer digits as 0–9, and the table's Khmer words as their English readings, with spaces around them. */
export function readKhmer(text: string): string {
  return text
    .replace(KHMER_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x17e0))
    .replace(ZERO_WIDTH_SPACE, ' ')
    .replace(WORDS, (word) => ` ${KHMER_WORDS[word]} `);
}
