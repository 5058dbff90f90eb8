import type { AwardTexts } from './en.ts';

export const de: AwardTexts = {
  quantity: 'Auflage {{count}}',
  versions: '{{count}} Sorten',
  accept: {
    button: 'Zuschlag erteilen',
    buttonFor: 'Zuschlag erteilen: {{name}}',
    title: 'Zuschlag erteilen?',
    text: '{{name}} erhält den Auftrag über {{sum}} per Mail. Die Anfrage ist damit abgeschlossen.',
    confirm: 'Zuschlag erteilen',
    failed: 'Fehler beim Senden des Auftrags',
    /** A partial offer's row, instead of the accept (docs/product.md#award-and-order). */
    partial: 'Teilangebot: je Format vergeben',
  },
  award: {
    reason: 'Warum dieser Lieferant?',
    reasonHint: 'Weder der niedrigste Preis noch die beste Bewertung: bitte begründen. Steht im Verlauf und im Export.',
    reasonTooLong: 'Höchstens {{max}} Zeichen',
    reasonSaid: 'Begründung: „{{reason}}“',
    score: 'Bewertung {{value}}',
    bestScore: 'beste Bewertung',
    button: 'Zuschlag je Format',
    title: 'Zuschlag je Format',
    supplier: 'Lieferant',
    what: 'Bestellen',
    quantityOption: '{{count}} Stück – {{price}}',
    alternativeOption: 'Alternative: {{description}} – {{price}}',
    /** Beside a printshop or quantity to choose: the comparison's marks, in its words (docs/product.md#comparison). */
    lowestLanded: 'niedrigster inkl. Lieferkosten',
    lowestPrice: 'niedrigster Preis',
    outlier: 'weit über den anderen – Tippfehler?',
    noPrice:
      'Für dieses Format hat kein Lieferant einen gültigen Preis, daher kann der Zuschlag nicht weitergehen. Warten Sie auf einen Preis oder eine Bestätigung, oder ändern Sie die Anfrage und entfernen Sie das Format.',
    /** Under a format whose chosen price is flagged far above the other offers' (3× their median). */
    outlierChosen:
      'Der Preis von {{name}} für {{title}} liegt weit über denen der anderen – ein Tippfehler? Klären Sie ihn mit dem Lieferanten, bevor Sie den Zuschlag erteilen.',
    /** Under the best single printshop's total, when its offer holds such a price. */
    bestSingleFlagged:
      'Die Summe des besten einzelnen Lieferanten enthält einen Preis weit über den anderen – Tippfehler?',
    total: 'Summe dieses Zuschlags inkl. Lieferkosten',
    bestSingle: 'Bester einzelner Lieferant ({{name}}) inkl. Lieferkosten',
    saving: 'Ersparnis gegenüber dem besten einzelnen Lieferanten',
    costsMore: 'Kostet {{amount}} mehr als der beste einzelne Lieferant',
    delivery: 'Lieferkosten',
    supplierTotal: 'Summe inkl. Lieferkosten',
    counting: 'Der Zuschlag wird berechnet …',
    previewFailed: 'Der Zuschlag konnte nicht berechnet werden',
    otherThanAsked:
      'Eine andere Auflage oder eine Alternative wird bestellt: Die Summe des besten einzelnen Lieferanten gilt für die angefragten Auflagen.',
    notifyOthers: 'Den anderen Lieferanten mit Angebot mitteilen, dass sie nicht gewählt wurden',
    continue: 'Weiter',
    back: 'Zurück',
    confirmTitle: 'Diese Aufträge senden?',
    confirmText_one: 'Ein Lieferant erhält eine Auftragsmail nur mit seinen Formaten:',
    confirmText_other: '{{count}} Lieferanten erhalten je eine Auftragsmail nur mit ihren Formaten:',
    formatLine: '{{title}}: {{count}} Stück',
    orderLine: '{{title}}: {{count}} Stück für {{price}}',
    alternative: 'Alternative',
    othersTold:
      'Jeder andere Lieferant mit Angebot erhält eine kurze Absage, mit seinem Platz unter den aktuellen Angeboten.',
    othersNotTold: 'Die anderen Lieferanten erhalten keine Nachricht.',
    send_one: 'Auftrag senden',
    send_other: '{{count}} Aufträge senden',
    orderPdf: 'Auftrag (PDF)',
    orderPdfOf: 'Auftrag (PDF) für {{name}}',
  },
  approval: {
    title: 'Wartet auf Freigabe',
    asked: '{{name}} möchte seit {{at}} diese Anfrage wie folgt vergeben; noch ist nichts versandt.',
    waiting:
      'Ein Inhaber oder Administrator gibt ihn frei oder lehnt ihn ab; bis dahin ist kein anderer Zuschlag möglich.',
    approve: 'Freigeben und senden',
    reject: 'Ablehnen',
    approveTitle: 'Diesen Zuschlag freigeben?',
    approveText: 'Die Aufträge gehen genau so hinaus, wie {{name}} sie erbeten hat, zu den gezeigten Preisen.',
    rejectTitle: 'Diesen Zuschlag ablehnen?',
    rejectText:
      'Die Anfrage bleibt offen für Angebote und einen anderen Zuschlag. {{name}} wird mit Ihrer Nachricht informiert.',
    message: 'Nachricht an das anfragende Mitglied',
    changed: {
      title: 'Seit der Bitte um Freigabe geändert',
      text: 'So wie gezeigt lässt er sich nicht freigeben: Lehnen Sie ihn ab, dann kann {{name}} neu vergeben.',
      line: '{{title}} von {{supplier}}: {{was}} → {{now}}',
      figures: '{{count}} Stück für {{price}}',
      delivery: 'Lieferkosten {{amount}}',
      notOnOffer: 'nicht mehr im Angebot',
      amended:
        'Die Anfrage wurde seither geändert (Änderung {{now}}); die Aufträge würden sie so nennen, wie sie jetzt ist.',
      newOffer: '{{supplier}} hat seither ein neues Angebot abgegeben.',
      notCurrent: 'Der Preis gilt nicht mehr für das geänderte Format.',
      supplierDeleted: '{{supplier}} wurde seither gelöscht.',
      notKept: 'Erbeten, bevor wartende Zuschläge ihre Preise behielten.',
    },
  },
  summary: {
    title: 'Zuschlag',
    noDelivery: 'keine angegeben',
  },
};
