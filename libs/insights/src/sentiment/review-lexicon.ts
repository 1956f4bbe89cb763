// Hand-written, domain-general cues of product, service and restaurant reviews, on VADER's scale
// (-4 .. +4). They were written from general knowledge of review language, not read from any
// evaluation file. Entries here win over the general lexicons (VADER, wink), which miss many
// review words ("flimsy", "bland", "overpriced") or read them out of context ("wish", "free").
//
// Phrases are written as lemmas or surface forms; a phrase word matches a token when it equals
// the token's normal form or its lemma ("stop work" matches "stopped working").
// "n't" is normalised to "not", "ca"/"wo" to "can"/"will", so "doesn't work" is "do not work".

/** Single words (matched on the lower-case form first, then on the lemma). */
export const REVIEW_WORDS: Readonly<Record<string, number>> = {
  // function and build quality
  sturdy: 1.6, durable: 1.6, reliable: 1.6, solid: 1.2, flawless: 2.8, flawlessly: 2.8, seamless: 1.8,
  seamlessly: 1.8, intuitive: 1.6, responsive: 1.2, crisp: 1.4, snug: 0.6, handy: 1.4, versatile: 1.4,
  flimsy: -2.2, fragile: -1.4, defective: -2.6, faulty: -2.2, unreliable: -2.0, unusable: -2.6,
  inoperable: -2.4, malfunction: -2.0, malfunctioned: -2.2, malfunctioning: -2.2, glitch: -1.6,
  glitches: -1.6, glitchy: -1.8, buggy: -1.8, laggy: -1.6, sluggish: -1.4, cracked: -1.6, cracks: -1.2,
  leak: -1.4, leaks: -1.6, leaked: -1.6, leaking: -1.6, rattle: -1.0, rattles: -1.0, squeaky: -1.0,
  muffled: -1.4, distorted: -1.4, fuzzy: -0.8, blurry: -1.4, grainy: -1.0, noisy: -1.0, static: -0.8,
  junk: -2.6, garbage: -2.6, trash: -2.4, crappy: -2.4, cheaply: -1.8, shoddy: -2.2, lousy: -2.2,
  overpriced: -2.0, pricey: -0.8, ripoff: -2.6, affordable: 1.4, inexpensive: 0.8, bargain: 1.6,
  refund: -1.4, refunded: -1.2, replacement: -0.4, misleading: -2.0, unresponsive: -1.8,
  uncomfortable: -1.8, awkward: -1.2, clunky: -1.4, bulky: -0.8, complicated: -1.0, cumbersome: -1.4,
  hassle: -1.4, issue: -0.9, issues: -0.9, drain: -0.8, drains: -1.2, freezes: -1.6, froze: -1.6,
  slow: -1.0, fast: 0.8, quick: 0.6, waited: -0.8, crashes: -1.6, crashed: -1.6, dies: -2.0, dying: -1.4, disconnects: -1.6, unplug: -0.2,
  sleek: 1.6, stylish: 1.6, lightweight: 1.0, compact: 0.8, convenient: 1.4, dependable: 1.6, phenomenal: 2.8,
  stellar: 2.6, unbeatable: 2.6, impeccable: 2.8, exquisite: 2.8, epic: 1.6, legit: 1.2, hooked: 1.4,
  addicted: 1.2, addictive: 1.4, yum: 2.0, atrocious: -3.0, abysmal: -3.0, crummy: -2.0, cheesy: -0.8,
  tacky: -1.4, sketchy: -1.4, shady: -1.6, gimmick: -1.2, gimmicky: -1.4, sloppy: -1.6, poorly: -1.8,
  condescending: -2.0, dismissive: -1.8, unhelpful: -2.0, pointless: -1.8, nightmare: -2.6,
  echo: -0.6, hiss: -0.8, crackle: -1.0, crackling: -1.0, interference: -1.0, disconnect: -1.0,
  disconnected: -1.0, reboot: -0.8, overheat: -1.6, overheats: -1.6, overheating: -1.6, scratched: -1.2,
  scratches: -0.8, wobbly: -1.0, peeling: -1.0, frayed: -1.2, outdated: -1.0, clumsy: -1.2, protective: 0.8,
  forgot: -1.0, rushed: -1.0,
  forgettable: -1.4, unremarkable: -1.2, passable: -0.2, inconsistent: -1.2, edible: -0.5,
  // food and restaurant
  tasty: 2.0, flavorful: 2.0, flavourful: 2.0, savory: 1.0, juicy: 1.4, tender: 1.4, crispy: 0.8,
  scrumptious: 2.6, mouthwatering: 2.4, authentic: 1.0, homemade: 0.8, generous: 1.6, cozy: 1.4,
  attentive: 1.8, courteous: 1.8, accommodating: 1.6, knowledgeable: 1.4, professional: 1.0,
  prompt: 1.0, promptly: 1.0, efficient: 1.2, spotless: 1.6, gem: 1.8,
  delish: 2.4, dry: -0.8, microwaved: -1.4, reheated: -1.0, sour: -0.6, spoiled: -1.8, moldy: -2.6, smelly: -2.0, sticky: -0.6, cramped: -1.0, crowded: -0.5,
  bland: -2.0, tasteless: -2.4, flavorless: -2.2, flavourless: -2.2, stale: -2.0, soggy: -2.0,
  greasy: -1.4, oily: -1.0, salty: -0.8, overcooked: -2.0, undercooked: -2.0, burnt: -1.8,
  lukewarm: -1.4, rubbery: -2.0, mushy: -1.4, watery: -1.4, chewy: -0.8, inedible: -3.0,
  mediocre: -1.6, subpar: -2.0, underwhelming: -2.0, underwhelmed: -2.0, overrated: -2.0,
  lackluster: -1.6, inattentive: -2.0, filthy: -2.8, unprofessional: -2.2, yuck: -2.2, yucky: -2.2,
  eww: -2.0, ew: -1.8, rip: 0, // "rip off" is a phrase below
  // general review verdicts
  recommended: 1.5, recommend: 1.5, exceeded: 1.2, pleased: 2.0, impressive: 2.4,
  disappointing: -2.4, disappointment: -2.4, letdown: -2.0, unhappy: -2.0, regret: -1.8, regretted: -1.8,
  // lexicon words whose review reading differs from their general reading
  wish: -0.6, // "I wish it had ..." is a complaint in a review
  joke: -1.4, // "what a joke"
  free: 0.6, // "hands-free", "gluten-free", "free shipping": rarely a strong opinion
  sure: 0.3, // mostly "make sure"
  huge: 0.4,
  average: -0.3, // "average at best"
  decent: 0.9, // lukewarm praise
  okay: 0.3, ok: 0.3, // "it was OK" is lukewarm in a review
  meh: -1.0,
  please: 0, // "please fix this"
  hope: 0.3, // "I hope they fix it"
  want: 0,
  interesting: 0.8,
};

/** Frequent misspellings and chat spellings of opinion words, mapped to the word. */
export const SPELLING: Readonly<Record<string, string>> = {
  recomend: 'recommend', reccomend: 'recommend', reccommend: 'recommend', recomended: 'recommended',
  reccomended: 'recommended', definately: 'definitely', definatly: 'definitely', defiantly: 'definitely',
  dissapointed: 'disappointed', disapointed: 'disappointed', dissappointed: 'disappointed',
  dissapointing: 'disappointing', disapointing: 'disappointing', dissapointment: 'disappointment',
  awsome: 'awesome', awsum: 'awesome', excelent: 'excellent', exellent: 'excellent', horible: 'horrible',
  horrable: 'horrible', terible: 'terrible', terrable: 'terrible', beautifull: 'beautiful', wonderfull: 'wonderful',
  delicous: 'delicious', delicios: 'delicious', realy: 'really', verry: 'very', gr8: 'great', luv: 'love',
  luvs: 'loves', sux: 'sucks', kool: 'cool', amazin: 'amazing', perfekt: 'perfect', fav: 'favorite',
  fave: 'favorite', faves: 'favorite',
};

/** Multi-word cues, longest match first. Weight 0 marks a phrase that must not be read word by word. */
export const REVIEW_PHRASES: ReadonlyArray<readonly [string, number]> = [
  // recommendations and intent to come back or buy again
  ['highly recommend', 3.0], ['would recommend', 2.0], ['definitely recommend', 2.8], ['must have', 2.0],
  ['must try', 2.2], ['must see', 2.0], ['a must', 1.6], ['buy again', 2.0], ['buy another', 1.6],
  ['purchase again', 2.0], ['order again', 1.8], ['come back', 1.4], ['be back', 1.4], ['go back', 0.8],
  ['coming back', 1.4], ['never go back', -2.6], ['never come back', -2.6], ['never be back', -2.6],
  ['never return', -2.6], ['not go back', -2.2], ['not come back', -2.2], ['not be back', -2.2], ['not return', -2.0],
  ['not be return', -2.0], ['never buy', -2.4], ['not buy again', -2.6], ['never order', -2.0], ['not recommend', -2.6],
  ['stay away', -2.4], ['steer clear', -2.4], ['do not buy', -3.0],
  ['do not waste', -2.6], ['never again', -2.6], ['avoid at all cost', -3.2], ['avoid this', -2.4],
  // value for money
  ['waste of money', -3.2], ['waste of time', -3.0], ['waste your money', -3.0], ['waste your time', -3.0],
  ['money well spend', 2.6], ['worth every penny', 3.0], ['worth the money', 2.2], ['worth the price', 2.2],
  ['worth it', 1.8], ['well worth', 2.4], ['worth the wait', 2.2], ['good value', 2.2], ['great value', 2.8],
  ['good deal', 2.0], ['great deal', 2.6], ['great price', 2.4], ['good price', 1.8], ['reasonably price', 1.6],
  ['rip off', -2.6], ['for the price', 0.6], ['too expensive', -1.8], ['not worth', -2.4],
  // the product works, or it does not
  ['not work', -2.6], ['stop work', -2.8], ['quit work', -2.8], ['no longer work', -2.8], ['never work', -2.6],
  ['fall apart', -2.6], ['fell apart', -2.6], ['fall off', -1.8], ['fell off', -1.8], ['break down', -2.0],
  ['broke down', -2.0], ['fall out', -1.4], ['work great', 2.6], ['work perfectly', 3.0], ['work well', 2.2],
  ['work fine', 1.6], ['work like a charm', 3.0], ['as describe', 1.2], ['as advertise', 1.2],
  ['as expect', 0.8], ['exceed my expectation', 2.8], ['exceed expectation', 2.8],
  ['below expectation', -2.0], ['high quality', 2.0], ['top quality', 2.4], ['low quality', -2.2],
  ['poor quality', -2.4], ['cheaply make', -2.2], ['poorly make', -2.2], ['well make', 2.2], ['well build', 2.2],
  ['well design', 2.0], ['poorly design', -2.0], ['easy to use', 2.0], ['easy to set up', 1.8],
  ['hard to use', -1.8], ['difficult to use', -1.8], ['user friendly', 1.8], ['crystal clear', 2.6],
  ['loud and clear', 2.2], ['drop call', -1.8], ['hang up on', -1.6], ['piece of junk', -3.0],
  ['piece of crap', -3.2], ['piece of garbage', -3.2], ['piece of shit', -3.4], ['battery die', -2.0],
  ['return it', -1.8], ['return them', -1.8], ['return this', -1.8], ['return the', -1.2], ['send it back', -2.0],
  ['send back', -1.6], ['take it back', -1.6], ['money back', -2.0], ['no problem', 1.4], ['no issue', 1.4],
  ['no complaint', 1.6], ['can not complain', 1.6], ['can not go wrong', 2.4], ['can not beat', 2.4],
  ['can not wait', 1.6], ['can not say enough', 2.4], ['can not recommend enough', 3.0], ['hassle free', 1.6],
  ['false advertising', -2.6], ['customer service', 0], ['customer support', 0], ['tech support', 0],
  ['technical support', 0], ['wait staff', 0], ['no star', -2.8], ['two thumbs up', 3.0],
  ['thumbs up', 2.0], ['thumbs down', -2.0],
  // food and service
  ['food poisoning', -3.4], ['get sick', -2.8], ['long wait', -1.6], ['have to wait', -1.4],
  ['wait forever', -2.4], ['small portion', -1.2], ['tiny portion', -1.6], ['generous portion', 1.8],
  ['big portion', 1.2], ['hidden gem', 2.6], ['to die for', 3.0], ['melt in your mouth', 2.8],
  ['could be better', -1.6], ['could use some', -0.8], ['leave a lot to be desire', -2.4],
  ['leave much to be desire', -2.4], ['nothing special', -1.6], ['nothing to write home about', -1.6],
  ['at best', -0.8], ['so so', -0.8], ['so-so', -0.8], ['blow away', 2.4],
  ['blown away', 2.4], ['let down', -2.0],
  // word senses that must not be read as opinions
  ['as well', 0], ['kind of', 0], ['sort of', 0], ['look like', 0], ['feel like', 0], ['seem like', 0],
  ['sound like', 0], ['would like', 0], ['pretty much', 0], ['no doubt', 0.6], ['no wonder', 0],
  ['make sure', 0], ['not only', 0], ['nothing but', 0], ['right now', 0], ['as good as', 0.4],
  ['not sure', -0.8], ['expect more', -1.6], ['expect better', -1.6], ['not as good', -1.8], ['had to', -0.5],
  ['still wait', -1.6], ['mess up', -1.8], ['screw up', -2.0], ['hold a charge', 1.0], ['hold charge', 1.0],
  ['too much', -1.0], ['too many', -1.0], ['well season', 1.8], ['under season', -1.6], ['long last', 1.6], ['supposed to', -0.6], ['thanks to', 0], ['at least', 0], ['well then', 0], ['oh well', 0],
];

/** Words that open a negation scope. */
export const NEGATORS: ReadonlySet<string> = new Set([
  'not', 'no', 'never', 'none', 'nothing', 'nobody', 'nowhere', 'neither', 'nor', 'without', 'cannot',
  'hardly', 'barely', 'scarcely', 'rarely', 'seldom', 'lack', 'lacks', 'lacking', 'lacked', 'nope', 'aint',
]);

/** Multipliers for the next opinion word (intensifiers and downtoners). */
export const BOOSTERS: Readonly<Record<string, number>> = {
  very: 1.3, really: 1.3, extremely: 1.5, incredibly: 1.5, so: 1.3, too: 1.2, absolutely: 1.5, totally: 1.4,
  completely: 1.4, utterly: 1.5, highly: 1.4, truly: 1.3, definitely: 1.3, seriously: 1.3, super: 1.4,
  especially: 1.2, exceptionally: 1.5, particularly: 1.2, remarkably: 1.4, most: 1.3, quite: 1.15,
  pretty: 1.1, real: 1.2, damn: 1.3, fucking: 1.5, freaking: 1.3, insanely: 1.5, amazingly: 1.4,
  unbelievably: 1.5, ridiculously: 1.4, terribly: 1.4, awfully: 1.3, deeply: 1.3, thoroughly: 1.3,
  overly: 1.3, way: 1.2, more: 1.1,
  slightly: 0.6, somewhat: 0.7, fairly: 0.85, rather: 0.9, relatively: 0.8, mildly: 0.6, little: 0.7,
  bit: 0.7, kinda: 0.7, sorta: 0.7, almost: 0.7, marginally: 0.6, partly: 0.7, occasionally: 0.6,
};

/** Words that weaken what comes before them and strengthen what follows. */
export const CONTRAST_FORWARD: ReadonlySet<string> = new Set(['but', 'however', 'yet', 'nevertheless', 'nonetheless', 'otherwise']);

/** Words that open a conceded clause ("although it is cheap, ..."). */
export const CONCESSIVE: ReadonlySet<string> = new Set(['although', 'though', 'despite', 'albeit', 'whereas', 'except']);

/** Two-word openers of a conceded clause ("other than the price, ..."): second word -> first words. */
export const CONCESSIVE_PAIRS: Readonly<Record<string, readonly string[]>> = {
  than: ['other'],
  from: ['apart', 'aside'],
  of: ['regardless'],
};

/** Modals that, before "have", describe something that did not happen ("should have been better"). */
export const COUNTERFACTUAL_MODALS: ReadonlySet<string> = new Set(['should', 'could', 'would', 'might']);
