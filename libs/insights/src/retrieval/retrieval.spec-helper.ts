import type { RetrievalInsight } from './types';

/** Four insights of a small product, each quote saying its insight's subject in its own words. */
export const INSIGHTS: RetrievalInsight[] = [
  {
    id: 'refunds',
    title: 'Refunds take too long',
    summary: 'Customers wait weeks for refunds of cancelled orders.',
    snippets: [
      { id: 'r1', text: 'I waited three weeks for the refund of my cancelled order' },
      { id: 'r2', text: 'The refund still has not reached my card' },
      { id: 'r3', text: 'Support promised a refund twice and nothing happened' },
      { id: 'r4', text: 'Why does a refund take a month on the mobile app?' },
    ],
  },
  {
    id: 'crashes',
    title: 'The app crashes',
    summary: 'The app freezes or closes, mostly on phones.',
    snippets: [
      { id: 'c1', text: 'The app crashes every time I open the camera' },
      { id: 'c2', text: 'It freezes on the loading screen after the update' },
      { id: 'c3', text: 'The mobile app closes by itself when I scroll' },
    ],
  },
  {
    id: 'export',
    title: 'Export to spreadsheets',
    snippets: [
      { id: 'e1', text: 'Please let us export the monthly reports to Excel' },
      { id: 'e2', text: 'A CSV export of all orders would save hours' },
    ],
  },
  {
    id: 'delivery',
    title: 'Late deliveries',
    summary: 'Parcels arrive days after the promised date.',
    snippets: [
      { id: 'd1', text: 'My parcel arrived five days late' },
      { id: 'd2', text: 'The courier missed the delivery window again' },
      { id: 'd3', text: 'Tracking said delivered but the package never came' },
    ],
  },
];
