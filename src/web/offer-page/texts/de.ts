import { jobLabels } from '../../../shared/job-labels.ts';
import type { Texts } from '../texts.ts';

// The original product gave 'Sie wurden nicht eingeladen' and 'Angebot wurde abgegeben' word for word.
export const de: Texts = {
  loading: 'Ihr Angebot wird geladen…',
  notInvited: 'Sie wurden nicht eingeladen',
  offerFor: (supplier) => `Angebot von ${supplier}`,
  buyer: 'Anfrage von',
  vatNumber: 'USt-IdNr.',
  phone: 'Telefon',
  status: 'Stand Ihres Angebots',
  details: 'Der Druckauftrag',
  requires: (kinds) =>
    kinds.length === 1
      ? `Dieser Auftrag verlangt ein gültiges ${kinds[0]}-Zertifikat Ihres Unternehmens.`
      : `Dieser Auftrag verlangt: ${kinds.join(', ')}. Ihr Unternehmen muss von jedem ein gültiges Zertifikat besitzen.`,
  ...jobLabels.de,
  formats: 'Formate und Preise',
  pricesHint:
    'Tragen Sie je Format einen Preis für die gesamte Auflage in der Währung Ihres Angebots ein (Komma oder Punkt vor den Nachkommastellen). Ein Format, das Sie nicht anbieten: „Kein Angebot für dieses Format“ ankreuzen.',
  scalesHint: 'Preise für weitere Auflagen sind freiwillig: Ihren Platz bestimmt der Preis der Hauptauflage.',
  priceLabel: (count) => `Preis für die gesamte Auflage von ${count}`,
  priceFor: (count) => `Preis für ${count} Stück`,
  runOnLabel: 'Preis je weitere 1.000 Stück (Fortdruck)',
  split: {
    versions: 'Sorten',
    versionChange: 'Preis je Sortenwechsel',
    versionChangeHint: (changes) => `Sortenwechsel, die in Ihre Summe eingehen: ${changes}`,
    deliveryAddress: (n) => `Lieferadresse ${n}`,
    deliveryCostAll: (n) => `Lieferkosten für alle ${n} Lieferadressen (0 bei freier Lieferung)`,
  },
  per1000: (amount) => `= ${amount} je 1.000 Stück`,
  optional: 'freiwillig',
  noOffer: 'Kein Angebot für dieses Format',
  currency: {
    label: 'Währung Ihres Angebots',
    hint: 'Alle Preise, die Lieferkosten und der Auftrag lauten auf diese Währung.',
  },
  formatRank: {
    best: (of) => `Bestes von ${of} ${of === 1 ? 'Angebot' : 'Angeboten'} für dieses Format`,
    place: (place, of) => `Platz ${place} von ${of} Angeboten für dieses Format`,
    hint: 'Der Platz je Format vergleicht den Preis des Formats zuzüglich der Lieferkosten unter den Angeboten, die es anbieten.',
  },
  alternative: {
    add: 'Alternative anbieten',
    remove: 'Alternative entfernen',
    title: 'Ihre Alternative',
    hint: 'Der Einkäufer sieht sie neben Ihrem Angebot; für Ihren Platz zählt sie nicht.',
    description: 'Was anders ist, z. B. 115 g statt 135 g',
    price: (count) => `Preis der Alternative für ${count}`,
  },
  terms: {
    title: 'Ihre Konditionen',
    hint: 'Freiwillig: Der Einkäufer sieht sie zu Ihrem Angebot.',
    oversPercent: 'Mehr- und Minderlieferung (± %)',
    oversPer1000: 'Preis je 1.000 Stück Mehrlieferung',
    validDays: 'Angebot gültig (Tage)',
    quoteNumber: 'Ihre Angebotsnummer',
    note: 'Hinweis (Papierpreisklausel, Proof-Art, …)',
    deliveryCost: 'Lieferkosten bis zur Lieferadresse (0 bei freier Lieferung)',
    leadDays: 'Lieferzeit (Arbeitstage ab Auftrag)',
  },
  total: 'Summe',
  inclDelivery: (cost) => `inkl. Lieferung ${cost}`,
  missingPrices: (missing) => (missing === 1 ? '1 Preis fehlt' : `${missing} Preise fehlen`),
  submitted: (sum, at) => `Abgegeben: ${sum} am ${at}`,
  submit: 'Angebot abgeben',
  update: 'Angebot aktualisieren',
  bid: 'Gebot abgeben',
  bidAtMost: (max, over) =>
    over ? `Zu hoch: Ihr Gebot darf höchstens ${max} betragen` : `Ihr Gebot darf höchstens ${max} betragen`,
  sending: 'Wird gesendet…',
  success: 'Angebot wurde abgegeben',
  unchanged: 'Keine Änderung: Ihr Angebot ist dasselbe wie zuvor.',
  rank: {
    none: 'Sie haben noch kein Angebot abgegeben.',
    held: (time) => `Ihr Angebot ist gespeichert. Ihre Platzierung wird ab ${time} Uhr wieder aktualisiert.`,
    heldPast: 'Ihr Angebot ist gespeichert. Senden Sie es erneut, um seine aktuelle Platzierung zu sehen.',
    asOf: (when) =>
      `Stand: ${when}, bei Ihrer letzten Änderung. Seither eingegangene Angebote zählen ab Ihrer nächsten Änderung.`,
    best: (of) => `Ihr Angebot: bestes von ${of} aktuellen ${of === 1 ? 'Angebot' : 'Angeboten'}.`,
    place: (place, of) => `Ihr Angebot: Platz ${place} von ${of} aktuellen Angeboten.`,
    partial: (priced, of) =>
      `Sie haben ${priced} von ${of} Formaten angeboten. Angebote für alle Formate erhalten einen Platz im Ganzen; Ihres erhält einen Platz je Format (siehe bei jedem Format).`,
    partialOffers: (n) =>
      `Platz unter den Angeboten für alle Formate; ${n === 1 ? '1 Angebot nur für einzelne Formate erhält' : `${n} Angebote nur für einzelne Formate erhalten`} Plätze je Format.`,
    sealed:
      'Ihr Angebot ist eingegangen. Diese Anfrage nimmt verdeckte Angebote an: Es wird keine Platzierung angezeigt, und der Einkäufer sieht die Preise erst nach Ablauf der Angebotsfrist.',
    onRecord: 'Ihr Angebot ist eingegangen; der Einkäufer sieht es.',
    sealedNone:
      'Diese Anfrage nimmt verdeckte Angebote an: Vor Ablauf der Angebotsfrist sieht niemand Preise, und es wird keine Platzierung angezeigt.',
  },
  expired: 'Die Angebotsfrist ist abgelaufen: Angebote können nicht mehr abgegeben oder geändert werden.',
  ended: 'Diese Anfrage ist beendet: Ein Angebot wurde angenommen. Die Preise können nicht mehr geändert werden.',
  won: 'Ihr Angebot wurde gewählt. Der Auftrag folgt per E-Mail:',
  wonLine: (title, count, price) => `${title}: ${count} Stück zu ${price}`,
  yourAlternative: 'Ihre Alternative',
  lost: 'Diese Anfrage ging diesmal an einen anderen Lieferanten. Vielen Dank für Ihr Angebot.',
  staleTitle: 'Bitte bestätigen',
  confirm: 'Angebot bestätigen',
  changed: {
    title: (n, of) =>
      n === 1
        ? `1 von ${of} Formaten wurde geändert: bitte bestätigen`
        : `${n} von ${of} Formaten wurden geändert: bitte bestätigen`,
    text: (titles, n) =>
      `Der Einkäufer hat ${titles} seit Ihrem Angebot geändert. Tragen Sie unten ${n === 1 ? 'den neuen Preis' : 'die neuen Preise'} ein und bestätigen Sie; Ihre übrigen Preise bleiben gültig.`,
    covers: (k, of, titles, n) =>
      `${k === 1 ? 'Ihr Platz gilt' : 'Ihre Plätze gelten'} für ${k} von ${of} Formaten; bestätigen Sie ${titles}, um auch ${n === 1 ? 'dafür' : 'für diese'} einen Platz zu erhalten.`,
    unranked: (titles) => `Bestätigen Sie ${titles}, um wieder einen Platz zu erhalten.`,
    was: 'bisher',
    wasFor: (count) => `für ${count}`,
    useScale: (price, count) => `${price} übernehmen (Ihr bisheriger Preis für ${count})`,
    useRunOn: (price, base, thousands, runOn) => `${price} übernehmen (${base} + ${thousands} × ${runOn} Fortdruck)`,
  },
  doubts: {
    title: 'Bitte prüfen Sie diese Preise vor dem Senden',
    send: 'Trotzdem senden',
    check: 'Preise prüfen',
    quantity: (price, count, per1000) => `${price} für ${count} (${per1000} je 1.000 Stück)`,
    higher: (title, now, before, n, over) =>
      `${title}: ${now} ist ${over ? 'mehr als ' : ''}das ${n}-Fache Ihres bisherigen Preises von ${before}.`,
    lower: (title, now, before, n, over) =>
      `${title}: ${now} ist ${over ? 'weniger als ' : ''}1/${n} Ihres bisherigen Preises von ${before}.`,
    curve: (title, high, low, n, over) =>
      `${title}: Je 1.000 Stück sind ${high} ${over ? 'mehr als ' : ''}das ${n}-Fache von ${low}.`,
    per1000: (per1000, count) => `${per1000} bei ${count}`,
  },
  draft: {
    restored: 'Wir haben die Preise wiederhergestellt, die Sie eingegeben, aber nicht gesendet hatten.',
    notFor: (titles, n) =>
      `Nicht die für ${titles}: Der Einkäufer hat ${n === 1 ? 'dieses Format' : 'diese Formate'} seither geändert.`,
    dropped:
      'Die hier eingegebenen Preise wurden nicht wiederhergestellt: Ihr Angebot wurde seither gesendet (vielleicht von einem anderen Gerät).',
    discard: 'Verwerfen',
  },
  cancelledTitle: 'Anfrage aufgehoben',
  cancelled: 'Diese Anfrage wurde aufgehoben; ein Auftrag wird nicht erteilt.',
  preview: 'Vorschau: So sieht ein Lieferant Ihre Anfrage. Von hier kann nichts gesendet werden.',
  amendments: {
    title: 'Änderungen der Anfrage',
    revision: (revision, at) => `Stand ${revision} vom ${at}`,
  },
  documents: {
    title: 'Unterlagen',
    empty: 'Dieser Anfrage sind keine Unterlagen beigefügt.',
    general: 'Für die ganze Anfrage',
    download: 'Herunterladen',
    downloadName: (name) => `${name} herunterladen`,
  },
  questions: {
    title: 'Fragen und Antworten',
    empty: 'Noch keine Fragen.',
    question: 'Frage',
    answer: 'Antwort',
    own: 'Ihre Frage',
    unanswered: 'Noch nicht beantwortet',
    private: 'Antwort nur an Sie',
    hint: 'Fragen Sie den Einkäufer zu dieser Anfrage. Veröffentlicht er die Antwort, sehen alle eingeladenen Lieferanten Ihre Frage und die Antwort – ohne Ihren Namen.',
    label: 'Ihre Frage',
    limit: (max) => `Höchstens ${max} Zeichen.`,
    count: (count, max) => `${count} / ${max}`,
    submit: 'Frage senden',
    sent: 'Ihre Frage wurde gesendet',
    required: 'Bitte geben Sie Ihre Frage ein.',
    tooLong: (max) => `Ihre Frage ist zu lang: höchstens ${max} Zeichen.`,
    closed: 'Fragen sind nur möglich, solange die Anfrage offen ist.',
  },
  decline: {
    title: 'Diesmal kein Angebot?',
    intro: 'Wenn Sie kein Angebot abgeben, teilen Sie dem Einkäufer den Grund mit.',
    action: 'Kein Angebot abgeben',
    dialogText:
      'Teilen Sie dem Einkäufer mit, warum Sie kein Angebot abgeben. Sie erhalten dann keine Erinnerungen zu dieser Anfrage. Bis zum Ende der Angebotsfrist können Sie trotzdem ein Angebot abgeben.',
    reason: 'Grund',
    reasonHint: 'Zum Beispiel: keine Kapazität in diesem Zeitraum, Papier nicht lieferbar.',
    confirm: 'Bestätigen',
    cancel: 'Abbrechen',
    required: 'Bitte geben Sie einen Grund an.',
    tooLong: (max) => `Der Grund ist zu lang: höchstens ${max} Zeichen.`,
    sent: 'Der Einkäufer weiß jetzt, dass Sie kein Angebot abgeben',
    declinedTitle: 'Sie geben kein Angebot ab',
    declinedAt: (at) => `Mitgeteilt am ${at}. Ihr Grund:`,
    undo: (deadline) =>
      `Bis zum Ende der Angebotsfrist am ${deadline} können Sie trotzdem ein Angebot abgeben; es hebt diese Mitteilung auf.`,
    undoOpen: 'Solange die Anfrage offen ist, können Sie trotzdem ein Angebot abgeben; es hebt diese Mitteilung auf.',
  },
  priceRequired: 'Bitte einen Preis eingeben',
  priceInvalid: 'Bitte einen Betrag mit höchstens zwei Nachkommastellen eingeben, z. B. 1250,00',
  priceNegative: 'Der Preis darf nicht negativ sein',
  priceZero: 'Der Preis muss größer als 0 sein',
  priceTooLarge: (max) => `Der Preis darf höchstens ${max} betragen`,
  priceDecimals: 'Bitte einen Betrag mit nicht mehr als zwei Nachkommastellen eingeben',
  percentInvalid: (min, max) => `Bitte einen Prozentwert von ${min} bis ${max} eingeben`,
  daysInvalid: (min, max) => `Bitte eine ganze Zahl von Tagen von ${min} bis ${max} eingeben`,
  leadDaysInvalid: (min, max) => `Bitte eine ganze Zahl von Arbeitstagen von ${min} bis ${max} eingeben`,
  descriptionRequired: 'Bitte sagen Sie, was die Alternative ist',
  errors: {
    NETWORK: 'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    RATE_LIMITED: 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    PRICE_MISSING: 'Bitte für mindestens ein Format einen Preis eingeben.',
    UNKNOWN_FORMAT: 'Ein Format gehört nicht mehr zu dieser Anfrage. Bitte laden Sie die Seite neu.',
    FORMAT_REPEATED:
      'Ein Format hat zwei Preise erhalten. Bitte laden Sie die Seite neu und geben Sie je Format einen Preis ein.',
    QUANTITY_NOT_ASKED: 'Ein Preis gilt einer Auflage, die nicht angefragt ist. Bitte laden Sie die Seite neu.',
    QUANTITY_REPEATED:
      'Eine Auflage hat zwei Preise erhalten. Bitte laden Sie die Seite neu und geben Sie je Auflage einen Preis ein.',
    TENDER_CANCELLED: 'Diese Anfrage wurde aufgehoben; ein Auftrag wird nicht erteilt.',
    OFFER_ENDED: 'Diese Anfrage ist beendet: Ein Angebot wurde angenommen.',
    TENDER_CHANGED:
      'Die Anfrage wurde geändert, während Sie Ihr Angebot eingegeben haben. Bitte prüfen Sie die Änderungen oben und geben Sie Ihr Angebot erneut ab.',
    QUESTIONS_CLOSED: 'Es können keine Fragen mehr gestellt werden: Die Anfrage ist geschlossen.',
    DECLINE_CLOSED: 'Eine Mitteilung, kein Angebot abzugeben, ist nur bis zum Ende der Angebotsfrist möglich.',
    ALREADY_OFFERED:
      'Sie haben bereits ein Angebot abgegeben; es bleibt gültig. Sie können es auf dieser Seite ändern, aber nicht zurückziehen.',
    OTHER: 'Etwas ist schiefgegangen. Bitte versuchen Sie es erneut.',
  },
  retry: 'Erneut versuchen',
  dateNone: '–',
};
