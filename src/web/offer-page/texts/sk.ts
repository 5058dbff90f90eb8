import { jobLabels } from '../../../shared/job-labels.ts';
import type { Texts } from '../texts.ts';

// Slovak for printshops (docs/glossary.md): dopyt, ponuka, náklad, termín na predloženie ponuky; formal address.

/**
 * "z 3", but "zo 4": Slovak says "zo" before a number spoken with s or š first (štyri, šesť, sedem, štrnásť,
 * šestnásť, sedemnásť, štyridsať, šesťdesiat, sedemdesiat, sto, štyristo…). Right below 1,000; offers on
 * one tender are far fewer.
 */
export function fromSk(n: number): string {
  const digits = String(n);
  // 10–19 are spoken by their second digit (štrnásť, šestnásť); 100–199 start with "sto".
  const first = digits.length === 2 && digits[0] === '1' ? digits[1]! : digits[0]!;
  const zo = (digits.length === 3 && digits[0] === '1') || ['4', '6', '7'].includes(first);
  return `${zo ? 'zo' : 'z'} ${n}`;
}

export const sk: Texts = {
  loading: 'Vaša ponuka sa načítava…',
  notInvited: 'Neboli ste pozvaní',
  offerFor: (supplier) => `Ponuka od: ${supplier}`,
  buyer: 'Dopyt od',
  vatNumber: 'IČ DPH',
  phone: 'Telefón',
  status: 'Stav Vašej ponuky',
  details: 'Tlačová zákazka',
  requires: (kinds) =>
    kinds.length === 1
      ? `Táto zákazka vyžaduje platný certifikát ${kinds[0]} Vašej firmy.`
      : `Táto zákazka vyžaduje: ${kinds.join(', ')}. Vaša firma musí mať platný certifikát každého z nich.`,
  ...jobLabels.sk,
  formats: 'Formáty a ceny',
  pricesHint:
    'Zadajte za každý formát jednu cenu za celý náklad v mene Vašej ponuky (desatinné miesta oddeľte čiarkou alebo bodkou). Formát, ktorý neponúkate: označte „Bez ponuky na tento formát“.',
  scalesHint: 'Ceny za ďalšie náklady sú nepovinné: poradie Vašej ponuky určuje cena za hlavný náklad.',
  priceLabel: (count) => `Cena za celý náklad ${count} ks`,
  priceFor: (count) => `Cena za ${count} ks`,
  runOnLabel: 'Cena za každých ďalších 1 000 ks (dotlač)',
  split: {
    versions: 'Verzie',
    versionChange: 'Cena za výmenu verzie',
    versionChangeHint: (changes) => `Počet výmen verzie započítaných do Vašej sumy: ${changes}`,
    deliveryAddress: (n) => `Adresa dodania ${n}`,
    deliveryCostAll: (n) => `Náklady na dopravu na všetky adresy dodania (spolu ${n}; 0 pri bezplatnej doprave)`,
  },
  per1000: (amount) => `= ${amount} za 1 000 ks`,
  optional: 'nepovinné',
  noOffer: 'Bez ponuky na tento formát',
  currency: {
    label: 'Mena Vašej ponuky',
    hint: 'Všetky ceny, náklady na dopravu aj objednávka sú v tejto mene.',
  },
  formatRank: {
    best: (of) => `Najlepšia ${fromSk(of)} ${of === 1 ? 'ponuky' : 'ponúk'} na tento formát`,
    place: (place, of) => `${place}. miesto ${fromSk(of)} ponúk na tento formát`,
    hint: 'Poradie pri formáte porovnáva cenu za formát spolu s nákladmi na dopravu medzi ponukami, ktoré tento formát obsahujú.',
  },
  alternative: {
    add: 'Ponúknuť alternatívu',
    remove: 'Odstrániť alternatívu',
    title: 'Vaša alternatíva',
    hint: 'Objednávateľ ju uvidí vedľa Vašej ponuky; na poradie Vašej ponuky nemá vplyv.',
    description: 'Čím sa líši, napr. 115 g namiesto 135 g',
    price: (count) => `Cena alternatívy za ${count} ks`,
  },
  terms: {
    title: 'Vaše podmienky',
    hint: 'Nepovinné: objednávateľ ich uvidí pri Vašej ponuke.',
    oversPercent: 'Tolerancia nadnákladu a podnákladu (± %)',
    oversPer1000: 'Cena za 1 000 ks nadnákladu',
    validDays: 'Platnosť ponuky (dni)',
    quoteNumber: 'Číslo Vašej ponuky',
    note: 'Poznámka (doložka o cene papiera, druh nátlačku, …)',
    deliveryCost: 'Náklady na dopravu na adresu dodania (0 pri bezplatnej doprave)',
    leadDays: 'Dodacia lehota (pracovné dni od objednávky)',
  },
  total: 'Spolu',
  inclDelivery: (cost) => `vrátane dopravy ${cost}`,
  missingPrices: (n) => (n === 1 ? 'Chýba 1 cena' : n < 5 ? `Chýbajú ${n} ceny` : `Chýba ${n} cien`),
  submitted: (sum, at) => `Odoslané: ${sum} dňa ${at}`,
  submit: 'Odoslať ponuku',
  update: 'Aktualizovať ponuku',
  bid: 'Podať ponuku',
  bidAtMost: (max, over) =>
    over ? `Príliš vysoká: Vaša ponuka môže byť spolu najviac ${max}` : `Vaša ponuka môže byť spolu najviac ${max}`,
  sending: 'Odosiela sa…',
  success: 'Vaša ponuka bola odoslaná',
  unchanged: 'Bez zmeny: Vaša ponuka je rovnaká ako predtým.',
  rank: {
    none: 'Zatiaľ ste neodoslali žiadnu ponuku.',
    held: (time) => `Vaša ponuka je uložená. Vaše poradie sa znova aktualizuje o ${time}.`,
    heldPast: 'Vaša ponuka je uložená. Odošlite ju znova, aby ste videli jej aktuálne poradie.',
    asOf: (when) =>
      `Stav: ${when}, pri Vašej poslednej zmene. Ponuky prijaté odvtedy sa započítajú pri Vašej ďalšej zmene.`,
    // "z" + genitive: "z 1 aktuálnej ponuky", "z 3 aktuálnych ponúk"; "zo" before a spoken s/š ("zo 4").
    best: (of) => `Vaša ponuka: najlepšia ${fromSk(of)} ${of === 1 ? 'aktuálnej ponuky' : 'aktuálnych ponúk'}.`,
    place: (place, of) => `Vaša ponuka: ${place}. miesto ${fromSk(of)} aktuálnych ponúk.`,
    // "2 z 3 formátov"; 1 ponuka, 2–4 ponuky, 5 ponúk (with a singular verb).
    partial: (priced, of) =>
      `Ocenili ste ${priced} ${fromSk(of)} formátov. Ponuky na všetky formáty sa hodnotia ako celok; Vaša ponuka sa hodnotí pri každom formáte zvlášť (pozri jednotlivé formáty).`,
    partialOffers: (n) =>
      `Poradie medzi ponukami na všetky formáty; ${n === 1 ? '1 ponuka len na niektoré formáty sa hodnotí' : n < 5 ? `${n} ponuky len na niektoré formáty sa hodnotia` : `${n} ponúk len na niektoré formáty sa hodnotí`} pri každom formáte zvlášť.`,
    sealed:
      'Vaša ponuka bola prijatá. Tento dopyt prijíma zapečatené ponuky: poradie sa nezobrazuje a objednávateľ uvidí ceny až po uplynutí termínu na predloženie ponuky.',
    onRecord: 'Vaša ponuka bola prijatá; odberateľ ju vidí.',
    sealedNone:
      'Tento dopyt prijíma zapečatené ponuky: pred uplynutím termínu na predloženie ponuky nikto nevidí ceny a poradie sa nezobrazuje.',
  },
  expired: 'Termín na predloženie ponuky uplynul: ponuky už nemožno odoslať ani zmeniť.',
  ended: 'Tento dopyt je ukončený: bola prijatá ponuka. Ceny už nemožno meniť.',
  won: 'Vaša ponuka bola vybraná. Objednávka príde e-mailom:',
  wonLine: (title, count, price) => `${title}: ${count} ks za ${price}`,
  yourAlternative: 'Vaša alternatíva',
  lost: 'Tento dopyt tentoraz získala iná tlačiareň. Ďakujeme za Vašu ponuku.',
  staleTitle: 'Potrebné potvrdiť',
  confirm: 'Potvrdiť ponuku',
  // "1 zo 4 formátov sa zmenil", "2 zo 4 formátov sa zmenili", "5 zo 6 formátov sa zmenilo".
  changed: {
    title: (n, of) =>
      n === 1
        ? `1 ${fromSk(of)} formátov sa zmenil: potvrďte ho`
        : `${n} ${fromSk(of)} formátov sa ${n < 5 ? 'zmenili' : 'zmenilo'}: potvrďte ich`,
    text: (titles, n) =>
      `Objednávateľ od Vašej ponuky zmenil ${titles}. Nižšie zadajte ${n === 1 ? 'novú cenu a potvrďte ju' : 'nové ceny a potvrďte ich'}; Vaše ostatné ceny zostávajú platné.`,
    covers: (k, of, titles, n) =>
      `Vaše poradie platí pre ${k} ${fromSk(of)} formátov; potvrďte ${titles}, aby ste mali poradie aj pre ${n === 1 ? 'tento formát' : 'tieto formáty'}.`,
    unranked: (titles) => `Potvrďte ${titles}, aby ste opäť získali poradie.`,
    was: 'predtým',
    wasFor: (count) => `za ${count} ks`,
    useScale: (price, count) => `Použiť ${price} (Vaša predchádzajúca cena za ${count} ks)`,
    useRunOn: (price, base, thousands, runOn) => `Použiť ${price} (${base} + ${thousands} × ${runOn} dotlač)`,
  },
  doubts: {
    title: 'Pred odoslaním skontrolujte tieto ceny',
    send: 'Napriek tomu odoslať',
    check: 'Skontrolovať ceny',
    quantity: (price, count, per1000) => `${price} za ${count} ks (${per1000} za 1 000 ks)`,
    higher: (title, now, before, n, over) =>
      `${title}: ${now} je ${over ? 'viac ako ' : ''}${n}-násobok Vašej predchádzajúcej ceny ${before}.`,
    lower: (title, now, before, n, over) =>
      `${title}: ${now} je ${over ? 'menej ako ' : ''}1/${n} Vašej predchádzajúcej ceny ${before}.`,
    curve: (title, high, low, n, over) =>
      `${title}: za 1 000 ks je ${high} ${over ? 'viac ako ' : ''}${n}-násobok ceny ${low}.`,
    per1000: (per1000, count) => `${per1000} pri náklade ${count} ks`,
  },
  draft: {
    restored: 'Obnovili sme ceny, ktoré ste zadali, ale neodoslali.',
    notFor: (titles, n) =>
      `Okrem cien pre ${titles}: objednávateľ ${n === 1 ? 'tento formát' : 'tieto formáty'} medzitým zmenil.`,
    dropped:
      'Ceny zadané na tomto zariadení sme neobnovili: Vaša ponuka bola medzitým odoslaná (možno z iného zariadenia).',
    discard: 'Zahodiť ich',
  },
  cancelledTitle: 'Zrušenie dopytu',
  cancelled: 'Tento dopyt bol zrušený; objednávka nebude zadaná.',
  // Staff read the preview in English or German; the type asks for a text in every language.
  preview: 'Náhľad: takto vidí Váš dopyt dodávateľ. Odtiaľto nemožno nič odoslať.',
  amendments: {
    title: 'Zmeny dopytu',
    revision: (revision, at) => `Verzia ${revision} zo dňa ${at}`,
  },
  documents: {
    title: 'Podklady',
    empty: 'K tomuto dopytu nie sú priložené žiadne podklady.',
    general: 'K celému dopytu',
    download: 'Stiahnuť',
    downloadName: (name) => `Stiahnuť ${name}`,
  },
  questions: {
    title: 'Otázky a odpovede',
    empty: 'Zatiaľ žiadne otázky.',
    question: 'Otázka',
    answer: 'Odpoveď',
    own: 'Vaša otázka',
    unanswered: 'Zatiaľ bez odpovede',
    private: 'Odpoveď len pre Vás',
    hint: 'Opýtajte sa objednávateľa na tento dopyt. Ak objednávateľ odpoveď zverejní, Vašu otázku a odpoveď uvidia všetci pozvaní dodávatelia – bez Vášho mena.',
    label: 'Vaša otázka',
    limit: (max) => `Najviac ${max} znakov.`,
    count: (count, max) => `${count} / ${max}`,
    submit: 'Odoslať otázku',
    sent: 'Vaša otázka bola odoslaná',
    required: 'Zadajte, prosím, svoju otázku.',
    tooLong: (max) => `Vaša otázka je príliš dlhá: najviac ${max} znakov.`,
    closed: 'Otázky možno klásť len dovtedy, kým je dopyt otvorený.',
  },
  decline: {
    title: 'Tentoraz bez ponuky?',
    intro: 'Ak nepredložíte ponuku, oznámte objednávateľovi dôvod.',
    action: 'Nepredložiť ponuku',
    dialogText:
      'Oznámte objednávateľovi, prečo nepredložíte ponuku. K tomuto dopytu potom nedostanete žiadne pripomienky. Do termínu na predloženie ponuky môžete ponuku napriek tomu odoslať.',
    reason: 'Dôvod',
    reasonHint: 'Napríklad: v tomto období nemáme voľnú kapacitu, papier nie je dostupný.',
    confirm: 'Potvrdiť',
    cancel: 'Zrušiť',
    required: 'Uveďte, prosím, dôvod.',
    tooLong: (max) => `Dôvod je príliš dlhý: najviac ${max} znakov.`,
    sent: 'Objednávateľ bol informovaný, že nepredložíte ponuku',
    declinedTitle: 'Oznámili ste, že nepredložíte ponuku',
    declinedAt: (at) => `Odoslané dňa ${at}. Váš dôvod:`,
    undo: (deadline) =>
      `Do termínu na predloženie ponuky (${deadline}) môžete ponuku napriek tomu odoslať; tým sa Vaše oznámenie zruší.`,
    undoOpen: 'Kým je dopyt otvorený, môžete ponuku napriek tomu odoslať; tým sa Vaše oznámenie zruší.',
  },
  priceRequired: 'Zadajte cenu',
  priceInvalid: 'Zadajte sumu s najviac dvoma desatinnými miestami, napr. 1250,00',
  priceNegative: 'Cena nesmie byť záporná',
  priceZero: 'Cena musí byť vyššia ako 0',
  priceTooLarge: (max) => `Cena môže byť najviac ${max}`,
  priceDecimals: 'Zadajte sumu s nie viac ako dvoma desatinnými miestami',
  percentInvalid: (min, max) => `Zadajte percento od ${min} do ${max}`,
  daysInvalid: (min, max) => `Zadajte celý počet dní od ${min} do ${max}`,
  leadDaysInvalid: (min, max) => `Zadajte celý počet pracovných dní od ${min} do ${max}`,
  descriptionRequired: 'Uveďte, v čom spočíva alternatíva',
  errors: {
    NETWORK: 'Server je nedostupný. Skontrolujte pripojenie a skúste to znova.',
    RATE_LIMITED: 'Príliš veľa pokusov. Chvíľu počkajte a skúste to znova.',
    PRICE_MISSING: 'Zadajte cenu aspoň za jeden formát.',
    UNKNOWN_FORMAT: 'Niektorý formát už nie je súčasťou tohto dopytu. Obnovte stránku.',
    FORMAT_REPEATED: 'Jeden formát dostal dve ceny. Obnovte stránku a zadajte jednu cenu za každý formát.',
    QUANTITY_NOT_ASKED: 'Cena bola zadaná za náklad, ktorý nebol požadovaný. Obnovte stránku.',
    QUANTITY_REPEATED: 'Jeden náklad dostal dve ceny. Obnovte stránku a zadajte jednu cenu za každý náklad.',
    TENDER_CANCELLED: 'Tento dopyt bol zrušený; objednávka nebude zadaná.',
    OFFER_ENDED: 'Tento dopyt je ukončený: bola prijatá ponuka.',
    TENDER_CHANGED:
      'Dopyt sa zmenil počas zadávania Vašej ponuky. Skontrolujte, prosím, zmeny vyššie a odošlite ponuku znova.',
    QUESTIONS_CLOSED: 'Otázky už nemožno klásť: dopyt je uzavretý.',
    DECLINE_CLOSED: 'Oznámiť, že nepredložíte ponuku, možno len do termínu na predloženie ponuky.',
    ALREADY_OFFERED: 'Už ste odoslali ponuku; zostáva platná. Na tejto stránke ju môžete zmeniť, nie však odvolať.',
    OTHER: 'Niečo sa pokazilo. Skúste to znova.',
  },
  retry: 'Skúsiť znova',
  dateNone: '–',
};
