import { mulberry32 } from '@app/insights';

/**
 * A realistic text PDF for the benchmark: interview notes in varied prose, about 40 lines a page in
 * paragraphs, with a running header and a numbered footer on every page. Deterministic.
 */

const OPENINGS = [
  'The customer said',
  'One participant explained that',
  'Several people mentioned that',
  'In the follow-up call she noted that',
  'Our account manager heard that',
  'A long-time user admitted that',
];
const SUBJECTS = [
  'the onboarding flow',
  'the monthly invoice',
  'the mobile app',
  'the export to spreadsheets',
  'the search on the dashboard',
  'support over chat',
  'the new pricing page',
  'the weekly summary email',
];
const VERDICTS = [
  'felt slow and confusing',
  'saved them hours every week',
  'was hard to find at first',
  'broke twice during the trial',
  'was the main reason they stayed',
  'needed clearer wording',
  'worked well once it was set up',
  'made the team trust the numbers again',
];
const DETAILS = [
  'especially on older laptops',
  'when several colleagues edited at once',
  'after the last release',
  'compared with the tool they used before',
  'for people outside the finance team',
  'during the end-of-quarter rush',
  'even without any training',
  'although the price went up',
];

const PAGE = { width: 612, height: 792, margin: 72 };
const FONT_SIZE = 11;
const LEADING = 14;
const PARAGRAPH_GAP = 8;
const LINES_PER_PAGE = 40;

export async function generateBenchPdf(pages: number): Promise<Uint8Array> {
  // pdf-lib is a development dependency: only the benchmark loads it.
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const document = await PDFDocument.create();
  document.setTitle('Customer interview notes');
  document.setCreationDate(new Date('2025-03-14T09:00:00Z'));
  const font = await document.embedFont(StandardFonts.Helvetica);
  const random = mulberry32(42);
  const pick = (words: readonly string[]) => words[Math.floor(random() * words.length)];
  const sentence = () => `${pick(OPENINGS)} ${pick(SUBJECTS)} ${pick(VERDICTS)}, ${pick(DETAILS)}.`;
  const maxWidth = PAGE.width - 2 * PAGE.margin;

  const wrap = (text: string): string[] => {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (line !== '' && font.widthOfTextAtSize(candidate, FONT_SIZE) > maxWidth) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    return line === '' ? lines : [...lines, line];
  };

  for (let number = 1; number <= pages; number++) {
    const page = document.addPage([PAGE.width, PAGE.height]);
    const draw = (text: string, y: number) => page.drawText(text, { x: PAGE.margin, y, size: FONT_SIZE, font });
    draw('Acme Research - Customer interview notes, spring wave', PAGE.height - 40);
    draw(`Confidential - page ${number} of ${pages}`, 30);
    let y = PAGE.height - PAGE.margin;
    let lines = 0;
    while (lines < LINES_PER_PAGE) {
      const sentences = 2 + Math.floor(random() * 4);
      const paragraph = wrap(Array.from({ length: sentences }, sentence).join(' ')).slice(0, LINES_PER_PAGE - lines);
      for (const line of paragraph) {
        draw(line, y);
        y -= LEADING;
      }
      lines += paragraph.length;
      y -= PARAGRAPH_GAP;
    }
  }
  return document.save();
}
