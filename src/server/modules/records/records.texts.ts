import { jobLabels, type JobLabels } from '../../../shared/job-labels.ts';
import type { StaffLanguage } from '../../../shared/languages.ts';

/** The exports' texts in the staff member's language: sheet names, headers, marks and the legend. */
export type ExportTexts = {
  /** Ends the file name, after the task's name. */
  file: string;
  sheets: { comparison: string; ordered: string; history: string; suppliers: string; task: string };
  /** The printshops sheet: what qualifies each printshop and how it delivered before. */
  suppliers: { certificates: string; until: string; orders: string; onTime: string; quality: string };
  supplier: string;
  status: string;
  total: string;
  /** An offer's total in its own currency, beside the total converted into the task's. */
  quotedTotal: string;
  /** After a final round: a round's total column (docs/product.md#rounds), and a printshop left out of round 2's. */
  roundTotal: (round: number) => string;
  notInRound: string;
  /** An offer's score by the task's weights and its parts, when they are not the price alone (docs/product.md#scoring). */
  score: string;
  scoreParts: string;
  bestScore: string;
  /** A score's parts by name, and the mark of a quality part that is the workspace's average. */
  parts: { price: string; leadTime: string; quality: string; certificates: string; estimated: string };
  /** The column naming the currency each row's own amounts are in. */
  currency: string;
  deliveryCost: string;
  leadDays: string;
  submittedAt: string;
  notes: string;
  runOn: string;
  time: string;
  /** A row's status: a current offer for every format has none. */
  stale: string;
  /** A current offer that leaves formats out, and what its row shows under a format it left out. */
  partial: string;
  notOffered: string;
  declined: string;
  alternative: string;
  /** Notes on an offer. */
  deleted: string;
  ordered: string;
  /** The comparison's columns, per format, once awarded. */
  orderedCount: string;
  orderedPrice: string;
  /** The sheet of what was ordered. */
  orderedSheet: {
    format: string;
    orderedAs: string;
    main: string;
    description: string;
    price: string;
    /** A winner's delivery cost, once. */
    delivery: string;
    /** A winner's total, and the award's, counting the delivery. */
    total: string;
    /** Why the award went to other than the best score or the lowest price. */
    reason: string;
  };
  expiresEarly: string;
  lateDelivery: string;
  validUntil: string;
  /** A current offer's status when some of its prices wait to be confirmed, before the formats' titles. */
  toConfirm: string;
  /** Under a format an amendment added after the printshop's offer: it could not price it. */
  addedLater: string;
  /** The column of each row's marks in words, the same as the screen's (docs/product.md#comparison). */
  marks: string;
  lowestLanded: string;
  lowestPrice: string;
  lowestTotal: string;
  outlier: string;
  bestFlagged: string;
  /** A stale offer's price for a quantity no longer asked, in its notes: no column holds it. */
  pricedFor: (title: string, price: string, count: string) => string;
  /** An offer's overs and unders tolerance and, when it gave one, its price per 1,000 overs, in its notes. */
  overs: (percent: string, per1000: string | null) => string;
  legend: {
    title: string;
    lowest: string;
    lowestPrice: string;
    outlier: string;
    toConfirm: string;
    stale: string;
    partial: string;
    declined: string;
    alternative: string;
  };
  task: {
    name: string;
    awardDate: string;
    sealed: string;
    requiredCertificates: string;
    budget: string;
    formats: string;
    title: string;
    spec: string;
    counts: string;
    runOn: string;
    yes: string;
    no: string;
  };
  labels: JobLabels;
  /** Excel number formats of a day and of a day with its time. */
  dateFormat: string;
  dateTimeFormat: string;
};

export const exportTexts: Record<StaffLanguage, ExportTexts> = {
  en: {
    file: 'offers',
    sheets: {
      comparison: 'Comparison',
      ordered: 'Ordered',
      history: 'Offer history',
      suppliers: 'Printshops',
      task: 'Task',
    },
    suppliers: {
      certificates: 'Certificates',
      until: 'valid until',
      orders: 'Orders',
      onTime: 'On time',
      quality: 'Average quality (1–5)',
    },
    supplier: 'Printshop',
    status: 'Status',
    total: 'Total incl. delivery',
    quotedTotal: 'Total as quoted',
    roundTotal: (round) => `Round ${round}: total incl. delivery`,
    notInRound: 'not in the final round',
    score: 'Score',
    scoreParts: 'Score parts',
    bestScore: 'best score',
    parts: {
      price: 'price',
      leadTime: 'lead time',
      quality: 'quality',
      certificates: 'certificates',
      estimated: 'est.',
    },
    currency: 'Currency',
    deliveryCost: 'Delivery cost',
    leadDays: 'Lead time (working days)',
    submittedAt: 'Last change',
    notes: 'Notes',
    runOn: '+1,000 (run-on)',
    time: 'Time',
    stale: 'Needs confirmation',
    partial: 'Partial offer',
    notOffered: 'not offered',
    declined: 'Declined',
    alternative: 'Alternative',
    deleted: 'printshop deleted',
    ordered: 'ordered',
    orderedCount: 'Ordered quantity',
    orderedPrice: 'Ordered price',
    orderedSheet: {
      format: 'Format',
      orderedAs: 'Ordered as',
      main: 'Main offer',
      description: 'Description of the alternative',
      price: 'Price',
      delivery: 'Delivery cost',
      total: 'Total incl. delivery',
      reason: 'Reason for this award',
    },
    expiresEarly: 'expires before the planned award',
    lateDelivery: 'lead time misses the delivery date',
    validUntil: 'valid until',
    toConfirm: 'To confirm',
    addedLater: 'added after its offer',
    marks: 'Marks',
    lowestLanded: 'lowest incl. delivery',
    lowestPrice: 'lowest price',
    lowestTotal: 'lowest total',
    outlier: 'far above the others — typo?',
    bestFlagged: 'holds a price far above the others — typo?',
    pricedFor: (title, price, count) => `${title}: ${price} for ${count}`,
    overs: (percent, per1000) => `overs and unders ±${percent} %${per1000 ? `, ${per1000} per 1,000 overs` : ''}`,
    legend: {
      title: 'Legend',
      lowest:
        'Bold on green, among current offers: per format at its quantity the lowest price plus the offer’s delivery cost (lowest incl. delivery), and the lowest total incl. delivery.',
      lowestPrice:
        'Bold blue in a dashed frame: at further quantities and run-on the lowest price alone, without delivery.',
      outlier:
        'On orange, with a note: a price at least 3 times the median of the other offers’ for its format. Never marked lowest; a total resting on it says so under Marks.',
      toConfirm:
        'Grey italics: a price for a format an amendment changed since; it waits for the printshop to confirm it and is never lowest.',
      stale:
        'Needs confirmation: every price made before an amendment changed its format; not ranked, never marked lowest.',
      partial:
        'Partial offer: the printshop left formats out ("not offered"); it is compared per format, its total never marked lowest.',
      declined: 'Declined: the printshop declined to offer; its reason is under Notes.',
      alternative: 'Alternative: a printshop’s alternative to a format, shown apart and never ranked.',
    },
    task: {
      name: 'Task',
      awardDate: 'Planned award',
      sealed: 'Sealed bids',
      requiredCertificates: 'Required certificates',
      budget: 'Budget',
      formats: 'Formats',
      title: 'Title',
      spec: 'Specification',
      counts: 'Further quantities',
      runOn: 'Run-on price asked',
      yes: 'yes',
      no: 'no',
    },
    labels: jobLabels.en,
    dateFormat: 'dd/mm/yyyy',
    dateTimeFormat: 'dd/mm/yyyy hh:mm',
  },
  de: {
    file: 'Angebote',
    sheets: {
      comparison: 'Preisvergleich',
      ordered: 'Bestellt',
      history: 'Angebotsverlauf',
      suppliers: 'Lieferanten',
      task: 'Anfrage',
    },
    suppliers: {
      certificates: 'Zertifikate',
      until: 'gültig bis',
      orders: 'Aufträge',
      onTime: 'Pünktlich',
      quality: 'Durchschnittliche Qualität (1–5)',
    },
    supplier: 'Lieferant',
    status: 'Status',
    total: 'Summe inkl. Lieferkosten',
    quotedTotal: 'Summe wie angeboten',
    roundTotal: (round) => `Runde ${round}: Summe inkl. Lieferkosten`,
    notInRound: 'nicht in der Finalrunde',
    score: 'Bewertung',
    scoreParts: 'Teile der Bewertung',
    bestScore: 'beste Bewertung',
    parts: {
      price: 'Preis',
      leadTime: 'Lieferzeit',
      quality: 'Qualität',
      certificates: 'Zertifikate',
      estimated: 'gesch.',
    },
    currency: 'Währung',
    deliveryCost: 'Lieferkosten',
    leadDays: 'Lieferzeit (Arbeitstage)',
    submittedAt: 'Letzte Änderung',
    notes: 'Hinweise',
    runOn: '+1.000 (Fortdruck)',
    time: 'Zeitpunkt',
    stale: 'Bitte bestätigen',
    partial: 'Teilangebot',
    notOffered: 'nicht angeboten',
    declined: 'Kein Angebot',
    alternative: 'Alternative',
    deleted: 'Lieferant gelöscht',
    ordered: 'bestellt',
    orderedCount: 'Bestellte Auflage',
    orderedPrice: 'Bestellpreis',
    orderedSheet: {
      format: 'Format',
      orderedAs: 'Bestellt als',
      main: 'Hauptangebot',
      description: 'Beschreibung der Alternative',
      price: 'Preis',
      delivery: 'Lieferkosten',
      total: 'Summe inkl. Lieferkosten',
      reason: 'Begründung des Zuschlags',
    },
    expiresEarly: 'läuft vor dem geplanten Zuschlag ab',
    lateDelivery: 'Lieferzeit verfehlt den Liefertermin',
    validUntil: 'gültig bis',
    toConfirm: 'Zu bestätigen',
    addedLater: 'nach seinem Angebot hinzugekommen',
    marks: 'Markierungen',
    lowestLanded: 'niedrigster inkl. Lieferkosten',
    lowestPrice: 'niedrigster Preis',
    lowestTotal: 'niedrigste Summe',
    outlier: 'weit über den anderen – Tippfehler?',
    bestFlagged: 'enthält einen Preis weit über den anderen – Tippfehler?',
    pricedFor: (title, price, count) => `${title}: ${price} für ${count}`,
    overs: (percent, per1000) =>
      `Über-/Unterlieferung ±${percent} %${per1000 ? `, ${per1000} je 1.000 Mehrexemplare` : ''}`,
    legend: {
      title: 'Legende',
      lowest:
        'Fett auf Grün, unter den gültigen Angeboten: je Format bei seiner Auflage der niedrigste Preis zuzüglich der Lieferkosten des Angebots (niedrigster inkl. Lieferkosten) und die niedrigste Summe inkl. Lieferkosten.',
      lowestPrice:
        'Fett blau im gestrichelten Rahmen: bei weiteren Auflagen und Fortdruck der niedrigste Preis allein, ohne Lieferkosten.',
      outlier:
        'Auf Orange, mit Notiz: ein Preis mindestens dreimal so hoch wie der Median der anderen Angebote für sein Format. Nie als niedrigster markiert; eine Summe, die darauf beruht, sagt es unter Markierungen.',
      toConfirm:
        'Grau kursiv: ein Preis für ein Format, das eine Änderung seither geändert hat; er wartet auf die Bestätigung des Lieferanten und ist nie der niedrigste.',
      stale:
        'Bitte bestätigen: jeder Preis vor einer Änderung seines Formats abgegeben; nicht gewertet, nie als niedrigster markiert.',
      partial:
        'Teilangebot: der Lieferant hat Formate ausgelassen („nicht angeboten“); es wird je Format verglichen, seine Summe nie als niedrigste markiert.',
      declined: 'Kein Angebot: der Lieferant gibt kein Angebot ab; seine Begründung steht unter Hinweise.',
      alternative: 'Alternative: die Alternative eines Lieferanten zu einem Format, getrennt gezeigt und nie gewertet.',
    },
    task: {
      name: 'Anfrage',
      awardDate: 'Geplanter Zuschlag',
      sealed: 'Verdeckte Angebote',
      requiredCertificates: 'Verlangte Zertifikate',
      budget: 'Budget',
      formats: 'Formate',
      title: 'Titel',
      spec: 'Spezifikation',
      counts: 'Weitere Auflagen',
      runOn: 'Fortdruckpreis angefragt',
      yes: 'ja',
      no: 'nein',
    },
    labels: jobLabels.de,
    dateFormat: 'dd.mm.yyyy',
    dateTimeFormat: 'dd.mm.yyyy hh:mm',
  },
};
