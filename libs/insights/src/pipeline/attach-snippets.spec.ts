import { attachToThemes } from './attach-snippets';

const themes = [
  {
    id: 'billing',
    memberTexts: [
      'The invoice charged us twice this month',
      'We were billed twice for the same invoice',
      'Double charge on our invoice again',
      'Invoice amounts are wrong and we got charged twice',
      'Billing sent a duplicate invoice and charged the card twice',
    ],
  },
  {
    id: 'export',
    memberTexts: [
      'Please let us export reports to excel',
      'Exporting reports to excel would save hours',
      'We need an excel export for the monthly reports',
      'Can reports be exported as excel spreadsheets',
      'An excel export button on reports would be great',
    ],
  },
];

describe('attachToThemes', () => {
  it('attaches newcomers to the theme they belong to and leaves strangers for a new theme', () => {
    const attached = attachToThemes(themes, [
      'Our invoice was charged twice again',
      'Export the reports to excel please',
      'The mobile app crashes when I open the camera',
    ]);
    expect(attached.map((attachment) => attachment.themeId)).toEqual(['billing', 'export', null]);
    expect(attached[0].similarity).toBeGreaterThan(attached[2].similarity);
  });

  it('never renumbers existing themes: the answer only names the themes it was given', () => {
    const attached = attachToThemes(themes, ['charged twice on the invoice', '   ', 'excel export of reports']);
    expect(attached[1]).toEqual({ themeId: null, similarity: 0 });
    for (const attachment of attached) expect([null, 'billing', 'export']).toContain(attachment.themeId);
    expect(themes.map((theme) => theme.id)).toEqual(['billing', 'export']);
  });

  it('gives the same answer for the same input and seed', () => {
    const texts = ['invoice charged twice', 'excel reports export'];
    expect(attachToThemes(themes, texts, { seed: 3 })).toEqual(attachToThemes(themes, texts, { seed: 3 }));
  });
});
