import type { ComparisonTexts } from './en.ts';

export const de: ComparisonTexts = {
  winner: 'Zuschlag erteilt',
  deleted: 'gelöscht',
  deletedHint: 'Nach seinem Angebot gelöscht: kein Auftrag möglich.',
  quantity: 'Auflage {{count}}',
  rates: 'Wechselkurse: {{rates}}',
  scoring: {
    current: 'Gewichtung der Bewertung: {{weights}}',
    edit: 'Gewichtung ändern',
    title: 'Gewichtung der Bewertung',
    hint: 'Angebote erhalten eine Bewertung von 0–100 nach dieser Gewichtung: Preis (niedrigste Summe ÷ diese Summe), Lieferzeit (kürzeste ÷ diese), Qualität (Lieferbewertung des Lieferanten) und vorhandene Zertifikate. Lieferanten sehen sie nie.',
    save: 'Speichern',
    saved: 'Gewichtung gespeichert',
  },
  budget: {
    title: 'Summen im Vergleich zum Budget',
    line: 'Budget {{amount}}',
    under: '{{percent}} % unter Budget',
    over: '{{percent}} % über Budget',
    partial: '{{count}} von {{of}} Formaten: nicht mit dem Budget für alle vergleichbar',
  },
  comparison: {
    title: 'Angebote',
    caption: 'Preise je Format und Lieferant',
    staleHeading: 'Bitte bestätigen',
    staleHint:
      'Vor der Änderung der Formate abgegeben: nicht gewertet und nicht vergebbar, bis der Lieferant seine Preise bestätigt.',
    needsConfirmation: 'Bitte bestätigen',
    /** A stale offer's price for a quantity no longer asked: under the printshop, not in a column. */
    pricedFor: '{{title}}: {{price}} für {{count}}',
    /** The formats' column of the table (printshops are its columns). */
    format: 'Format',
    /** The printshop's name in the table's head: it opens the offer's terms and history. */
    details: '{{name}}: Konditionen und Verlauf',
    close: 'Schließen',
    /** An alternative in the table's cell: its description is in the details. */
    alternativeShort: 'Alternative {{price}}',
    alternativeOrdered: 'Alternative {{price}} (bestellt)',
    /** Above a table wider than the page: the printshops beyond its left and right edge. */
    suppliersBefore_one: '← 1 Lieferant',
    suppliersBefore_other: '← {{count}} Lieferanten',
    suppliersAfter_one: '1 weiterer Lieferant →',
    suppliersAfter_other: '{{count}} weitere Lieferanten →',
    supplier: 'Lieferant',
    sum: 'Summe inkl. Lieferung',
    /** Under a price: the words of its mark (src/shared/lowest.ts), the same in the table, the cards, the award and the exports. */
    lowest: 'niedrigster Preis',
    lowestLanded: 'niedrigster inkl. Lieferkosten',
    lowestSum: 'niedrigste Summe',
    /** A price of a format an amendment changed since, not confirmed yet: never lowest (docs/product.md#comparison). */
    toConfirm: 'zu bestätigen',
    /** Under the name of a printshop whose offer has some prices to confirm and others current. */
    toConfirmCount_one: '1 Format zu bestätigen',
    toConfirmCount_other: '{{count}} Formate zu bestätigen',
    /** A count price at least 3× the median of the others for its format (docs/product.md#comparison). */
    outlier: 'weit über den anderen – Tippfehler?',
    /** Beside the lowest total, when an offer at it holds such a price. */
    bestFlagged: 'enthält einen Preis weit über den anderen – Tippfehler?',
    /** A format an amendment added after the printshop last sent its offer: it could not price it. */
    addedLater: 'nach seinem Angebot hinzugekommen',
    /** The rows of the printshops' terms. */
    leadTime: 'Lieferzeit',
    validUntil: 'Gültig bis',
    deliveryCost: 'Lieferkosten',
    deliveryOnce: 'einmal, in der Summe',
    notStated: 'nicht angegeben',
    /** Offers that arrive while the page is open keep the columns in place (docs/product.md#comparison). */
    sortByTotal: 'Nach Summe sortieren',
    orderKept: 'Die Reihenfolge bleibt wie geladen, während Angebote eingehen.',
    noPrice: 'kein Preis',
    notOffered: 'nicht angeboten',
    /** A partial offer's total: it leaves formats out (docs/product.md#comparison). */
    partial: '{{count}} von {{of}} Formaten',
    submittedAt: 'Letzte Änderung',
    revisions_one: '1 Abgabe',
    revisions_other: '{{count}} Abgaben',
    history: 'Angebotsverlauf von {{name}}',
    showHistory: 'Angebotsverlauf von {{name}} anzeigen',
    hideHistory: 'Angebotsverlauf von {{name}} verbergen',
    revision: 'Angebot vom {{at}}: Summe {{sum}}',
    first: 'erstes Angebot',
    change: '{{title}}: {{from}} → {{to}}',
    unchanged: 'kein Preis geändert',
    empty: 'Noch keine Angebote',
    emptyHint: 'Angebote erscheinen hier, sobald Lieferanten ihre Preise eintragen.',
    loadFailed: 'Die Angebote konnten nicht geladen werden.',
    runOn: '+1.000 (Fortdruck)',
    ranks: 'zählt für den Rang',
    versions: '{{count}} Sorten',
    versionChange: '{{count}} Sorten, + Preis je Sortenwechsel',
    alternative: 'Alternative {{price}}: {{description}}',
    alternativeAwarded: 'Alternative {{price}}: {{description}} (bestellt)',
    awarded: 'bestellt',
    sealed: 'Verdeckte Angebote: Preise und Summen öffnen am {{date}}, nach der Angebotsfrist.',
    sealedCount_one: 'Bisher ist 1 Angebot eingegangen.',
    sealedCount_other: 'Bisher sind {{count}} Angebote eingegangen.',
    sealedCaption: 'Eingegangene Angebote (verdeckt)',
    received: 'Eingegangen',
  },
  declined: {
    title: 'Kein Angebot abgegeben ({{count}})',
    chip: 'Kein Angebot',
    reason: 'Begründung: {{reason}}',
  },
  terms: {
    quote: 'Angebot {{number}}',
    validUntil: 'gültig bis {{date}}',
    expiresEarly: 'Läuft vor dem geplanten Zuschlag ab',
    oversPercent: 'Mehr- und Minderlieferung',
    oversPer1000: 'Preis je 1.000 Stück Mehrlieferung',
    validDays: 'Gültig (Tage)',
    quoteNumber: 'Angebotsnummer',
    note: 'Hinweis',
    deliveryCost: 'Lieferkosten',
    leadDays: 'Lieferzeit',
    leadDaysValue_one: '1 Arbeitstag',
    leadDaysValue_other: '{{count}} Arbeitstage',
    delivery: 'inkl. Lieferung {{cost}}',
    lateDelivery: 'Lieferzeit verfehlt den Liefertermin',
  },
  references: {
    title: 'Frühere Anfragen, je 1.000 Stück',
    lastAward: 'letzter Zuschlag {{price}} ({{at}})',
    median_one: 'Median des letzten Jahres {{price}} (1 Angebot)',
    median_other: 'Median des letzten Jahres {{price}} ({{count}} Angebote)',
  },
  curves: {
    caption: '{{title}}: Preis je 1.000 Stück nach Auflage',
    quantity: 'Auflage',
  },
};
