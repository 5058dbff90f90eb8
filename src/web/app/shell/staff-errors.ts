import i18n from 'i18next';
import type { StaffErrorCode } from '../../../shared/error-codes.ts';

type ErrorTexts = Record<StaffErrorCode, string>;

// MAIL_QUOTA's `at` is the instant the quota has room again, shown in the page's language (lib/error-message.ts).
const en: ErrorTexts = {
  NOT_TEAM_MANAGER: 'Only owners and admins manage the team, the companies and the workspace settings.',
  LAST_OWNER: 'The workspace needs an owner: make someone else owner first.',
  ALREADY_MEMBER: 'This person is already a member of the workspace.',
  ALREADY_INVITED: 'This address has already been invited.',
  TEAM_CHANGE_REFUSED: 'The change to the team was refused.',
  EMAIL_TAKEN: 'A printshop with this e-mail already exists.',
  DEADLINE_PAST: 'The offer deadline must be today or later.',
  DELIVERY_BEFORE_DEADLINE: 'The delivery date must not be before the offer deadline.',
  DEADLINE_AFTER_DELIVERY: 'The offer deadline must not be after the delivery date.',
  DEADLINE_PASSED: 'The offer deadline has passed; move it before sending.',
  UNKNOWN_FORMAT: 'A format is no longer part of the task. Please reload the page.',
  UNKNOWN_COMPANY: 'This company is no longer among your companies. Choose another one.',
  TASK_INCOMPLETE: 'Fill out every field and add at least one format first.',
  TASK_SENT: 'The invitations went out: amend the task instead of editing it.',
  TASK_DONE: 'An offer has been accepted; the task is closed.',
  TASK_NOT_SENT: 'The invitations have not gone out yet.',
  TASK_CHANGED: '{{by}} changed this task at {{at}}. Reload to see the change; what you typed stays on the page.',
  TASK_CANCELLED: 'The tender was cancelled.',
  CANCEL_INSTEAD: 'The invitations went out: cancel the tender instead of deleting it.',
  FORMAT_STORED: 'This format is a stored format already.',
  NOTHING_CHANGED: 'Nothing was changed.',
  RECORD_CHANGED: '{{by}} changed this record at {{at}}. Reload to see the change; what you typed stays in the form.',
  INVITE_ONE_BY_ONE: 'The invitations went out already; invite further printshops one by one.',
  NOTHING_TO_SEND: 'Every printshop has been invited already, or there are no printshops yet.',
  SUPPLIER_INVITED: 'This printshop has been invited already.',
  UNKNOWN_SUPPLIER: 'A printshop you chose is not in the address book (any more). Reload the page and choose again.',
  CERTIFICATE_MISSING:
    'Nothing was sent: {{name}} lacks a {{kind}} certificate valid on the offer deadline, which this task requires.',
  NOT_INVITED: 'This printshop was not invited to the task.',
  OFFER_ENDED: 'An offer has been accepted; the tender has ended.',
  TENDER_CANCELLED: 'The tender was cancelled without an order.',
  TENDER_CHANGED: 'The request was changed while the offer was entered.',
  OFFER_EXPIRED: 'The offer deadline has passed.',
  PRICE_MISSING: 'Enter a price for at least one format.',
  FORMAT_REPEATED: 'A format was priced twice; give each format one price.',
  QUANTITY_NOT_ASKED: 'A price was given for a quantity that was not asked for.',
  QUANTITY_REPEATED: 'A quantity was priced twice; give each quantity one price.',
  RUN_ON_NOT_ASKED: 'A run-on price was given where none was asked for.',
  NO_OFFER: 'This printshop has not made an offer.',
  OFFER_STALE: 'The printshop has not confirmed its offer since the formats changed.',
  RATE_MISSING: 'The task accepts {{currencies}} without a rate: set one before sending.',
  RATES_UNREADABLE:
    'The file is no ECB reference-rate file (eurofxref-daily.xml), or it lacks a currency the task accepts.',
  RATES_UNAVAILABLE: 'The ECB reference rates could not be fetched: upload the file or type the rates.',
  CURRENCY_NOT_ACCEPTED: 'The task does not accept this currency.',
  CURRENCY_KEPT: 'Printshops were invited to quote in {{currencies}}: an amendment adds currencies but drops none.',
  OFFER_INCOMPLETE: 'This offer leaves formats out: award per format instead.',
  AWARD_INCOMPLETE: 'Award every format of the task once.',
  QUANTITY_NOT_OFFERED: 'The printshop offered no price for this quantity.',
  NO_ALTERNATIVE: 'The printshop offered no alternative for this format.',
  SUPPLIER_DELETED: 'The printshop was deleted after it offered; it can no longer get an order.',
  SEALED: 'The offers are sealed until the offer deadline has passed.',
  AWAITING_APPROVAL: 'An award of this task waits for approval: approve or reject it first.',
  NO_APPROVAL_REQUEST: 'No award of this task waits for approval (any more). Reload the page.',
  NOT_APPROVER: 'Only owners and admins approve or reject an award.',
  AWARD_CHANGED:
    'The offers behind this award or the task changed since {{by}} asked for it, so it cannot be approved as it was shown. Reject it; {{by}} can award anew.',
  NOT_AWARDED: 'A delivery can be recorded only once the order has been awarded.',
  NOT_A_WINNER: 'This printshop did not win this order; record deliveries of the winners only.',
  DELIVERY_IN_FUTURE: 'The delivery date must be today or earlier.',
  DELIVERY_BEFORE_SENT: 'The delivery date cannot be before the request was sent ({{day}}).',
  PROOF_SUPERSEDED: 'The printshop has uploaded a newer version of this proof: decide on that one.',
  PROOF_DECIDED: 'This proof has already been approved or returned.',
  QUESTIONS_CLOSED: 'Questions can be asked only while the tender is open.',
  ALREADY_ANSWERED: 'This question has been answered already.',
  DECLINE_CLOSED: 'Declining is possible only until the deadline.',
  ALREADY_OFFERED: 'You have sent an offer; it stays valid. Change it instead of declining.',
  REMINDERS_CLOSED: 'Reminders go out only while the tender is open.',
  NOTHING_TO_REMIND: 'Every printshop has offered or declined: nobody to remind.',
  TOO_MANY_STREAMS: 'Too many pages with live updates are open. Close some and reload this one.',
  NOT_A_MEMBER: 'Test mails go only to members of your workspace. Choose one of them.',
  MAIL_QUOTA:
    'The workspace’s mail quota is reached: {{left}} of {{limit}} mails are left, {{asked}} were asked for. Nothing was sent. Try again at {{at}}.',
  EXPORT_BUSY: 'Your workspace is making two exports (order PDFs or workbooks) already. Try again in a few seconds.',
};

/** Formal address, as in the mails. */
const de: ErrorTexts = {
  NOT_TEAM_MANAGER:
    'Nur Inhaber und Administratoren verwalten das Team, die Firmen und die Einstellungen des Arbeitsbereichs.',
  LAST_OWNER: 'Der Arbeitsbereich braucht einen Inhaber: Machen Sie zuerst jemand anderen zum Inhaber.',
  ALREADY_MEMBER: 'Diese Person gehört schon zum Arbeitsbereich.',
  ALREADY_INVITED: 'Diese Adresse wurde schon eingeladen.',
  TEAM_CHANGE_REFUSED: 'Die Änderung am Team wurde abgelehnt.',
  EMAIL_TAKEN: 'Ein Lieferant mit dieser E-Mail existiert bereits.',
  DEADLINE_PAST: 'Die Angebotsfrist muss heute oder später sein.',
  DELIVERY_BEFORE_DEADLINE: 'Der Liefertermin darf nicht vor der Angebotsfrist liegen.',
  DEADLINE_AFTER_DELIVERY: 'Die Angebotsfrist darf nicht nach dem Liefertermin liegen.',
  DEADLINE_PASSED: 'Die Angebotsfrist ist abgelaufen; bitte verschieben Sie sie vor dem Versand.',
  UNKNOWN_FORMAT: 'Ein Format gehört nicht mehr zur Anfrage. Bitte laden Sie die Seite neu.',
  UNKNOWN_COMPANY: 'Diese Firma gehört nicht mehr zu Ihren Firmen. Bitte wählen Sie eine andere.',
  TASK_INCOMPLETE: 'Bitte zuerst alle Felder ausfüllen und mindestens ein Format hinzufügen.',
  TASK_SENT: 'Die Einladungen sind versendet: Ändern Sie die Anfrage über „Anfrage ändern“.',
  TASK_DONE: 'Ein Angebot wurde angenommen; die Anfrage ist abgeschlossen.',
  TASK_NOT_SENT: 'Die Einladungen sind noch nicht versendet.',
  TASK_CHANGED:
    '{{by}} hat die Anfrage um {{at}} geändert. Laden Sie neu, um die Änderung zu sehen; Ihre Eingaben bleiben sichtbar.',
  TASK_CANCELLED: 'Die Anfrage wurde aufgehoben.',
  CANCEL_INSTEAD: 'Die Einladungen sind versendet: Heben Sie die Anfrage auf, statt sie zu löschen.',
  FORMAT_STORED: 'Dieses Format ist bereits ein gespeichertes Format.',
  NOTHING_CHANGED: 'Es wurde nichts geändert.',
  RECORD_CHANGED:
    '{{by}} hat diesen Eintrag um {{at}} geändert. Laden Sie neu, um die Änderung zu sehen; Ihre Eingaben bleiben im Formular.',
  INVITE_ONE_BY_ONE: 'Die Einladungen sind schon versendet; weitere Lieferanten laden Sie einzeln ein.',
  NOTHING_TO_SEND: 'Alle Lieferanten sind schon eingeladen, oder es gibt noch keine Lieferanten.',
  SUPPLIER_INVITED: 'Dieser Lieferant wurde schon eingeladen.',
  UNKNOWN_SUPPLIER:
    'Ein gewählter Lieferant ist nicht (mehr) im Adressbuch. Laden Sie die Seite neu und wählen Sie erneut.',
  CERTIFICATE_MISSING:
    'Nichts wurde gesendet: {{name}} fehlt ein am Angebotsschluss gültiges Zertifikat {{kind}}, das diese Anfrage verlangt.',
  NOT_INVITED: 'Dieser Lieferant wurde nicht zur Anfrage eingeladen.',
  OFFER_ENDED: 'Ein Angebot wurde angenommen; die Anfrage ist beendet.',
  TENDER_CANCELLED: 'Die Anfrage wurde ohne Auftrag aufgehoben.',
  TENDER_CHANGED: 'Die Anfrage wurde geändert, während das Angebot eingegeben wurde.',
  OFFER_EXPIRED: 'Die Angebotsfrist ist abgelaufen.',
  PRICE_MISSING: 'Bitte für mindestens ein Format einen Preis eingeben.',
  FORMAT_REPEATED: 'Ein Format hat zwei Preise; bitte geben Sie jedem Format einen Preis.',
  QUANTITY_NOT_ASKED: 'Ein Preis gilt einer Auflage, die nicht angefragt ist.',
  QUANTITY_REPEATED: 'Eine Auflage hat zwei Preise; bitte geben Sie jeder Auflage einen Preis.',
  RUN_ON_NOT_ASKED: 'Ein Fortdruckpreis wurde angegeben, wo keiner angefragt ist.',
  NO_OFFER: 'Dieser Lieferant hat kein Angebot abgegeben.',
  OFFER_STALE: 'Der Lieferant hat sein Angebot seit der Änderung der Formate nicht bestätigt.',
  RATE_MISSING: 'Die Anfrage nimmt {{currencies}} ohne Kurs an: bitte vor dem Versand einen Kurs eintragen.',
  RATES_UNREADABLE:
    'Die Datei ist keine Referenzkurs-Datei der EZB (eurofxref-daily.xml), oder ihr fehlt eine Währung der Anfrage.',
  RATES_UNAVAILABLE:
    'Die Referenzkurse der EZB konnten nicht abgerufen werden: bitte die Datei hochladen oder die Kurse eintragen.',
  CURRENCY_NOT_ACCEPTED: 'Die Anfrage nimmt diese Währung nicht an.',
  CURRENCY_KEPT:
    'Die Lieferanten wurden eingeladen, in {{currencies}} anzubieten: Eine Änderung der Anfrage fügt Währungen hinzu, entfernt aber keine.',
  OFFER_INCOMPLETE: 'Dieses Angebot lässt Formate aus: Vergeben Sie stattdessen je Format.',
  AWARD_INCOMPLETE: 'Bitte vergeben Sie jedes Format der Anfrage genau einmal.',
  QUANTITY_NOT_OFFERED: 'Der Lieferant hat für diese Auflage keinen Preis angeboten.',
  NO_ALTERNATIVE: 'Der Lieferant hat für dieses Format keine Alternative angeboten.',
  SUPPLIER_DELETED: 'Der Lieferant wurde nach seinem Angebot gelöscht; er kann keinen Auftrag mehr erhalten.',
  SEALED: 'Die Angebote bleiben bis zum Ablauf der Angebotsfrist verschlossen.',
  AWAITING_APPROVAL: 'Ein Zuschlag dieser Anfrage wartet auf Freigabe: Erst freigeben oder ablehnen.',
  NO_APPROVAL_REQUEST: 'Kein Zuschlag dieser Anfrage wartet (mehr) auf Freigabe. Bitte laden Sie die Seite neu.',
  NOT_APPROVER: 'Nur Inhaber und Administratoren geben einen Zuschlag frei oder lehnen ihn ab.',
  AWARD_CHANGED:
    'Die Angebote hinter diesem Zuschlag oder die Anfrage haben sich geändert, seit {{by}} um Freigabe gebeten hat; so wie gezeigt lässt er sich nicht freigeben. Lehnen Sie ihn ab; {{by}} kann neu vergeben.',
  NOT_AWARDED: 'Eine Lieferung lässt sich erst nach der Vergabe des Auftrags erfassen.',
  NOT_A_WINNER: 'Dieser Lieferant hat den Auftrag nicht erhalten; erfassen Sie nur Lieferungen der Auftragnehmer.',
  DELIVERY_IN_FUTURE: 'Das Lieferdatum darf nicht in der Zukunft liegen.',
  DELIVERY_BEFORE_SENT: 'Das Lieferdatum darf nicht vor dem Versand der Anfrage ({{day}}) liegen.',
  PROOF_SUPERSEDED:
    'Der Lieferant hat eine neuere Version dieses Proofs hochgeladen: Bitte entscheiden Sie über diese.',
  PROOF_DECIDED: 'Dieser Proof wurde bereits freigegeben oder zurückgegeben.',
  QUESTIONS_CLOSED: 'Fragen sind nur möglich, solange die Anfrage offen ist.',
  ALREADY_ANSWERED: 'Diese Frage wurde bereits beantwortet.',
  DECLINE_CLOSED: 'Absagen ist nur bis zur Angebotsfrist möglich.',
  ALREADY_OFFERED: 'Sie haben ein Angebot abgegeben; es bleibt gültig. Ändern Sie es, statt abzusagen.',
  REMINDERS_CLOSED: 'Erinnerungen gehen nur hinaus, solange die Anfrage offen ist.',
  NOTHING_TO_REMIND: 'Jeder Lieferant hat geantwortet (Angebot oder „Kein Angebot“): niemand zu erinnern.',
  TOO_MANY_STREAMS:
    'Zu viele Seiten mit Live-Aktualisierung sind geöffnet. Schließen Sie einige und laden Sie diese neu.',
  NOT_A_MEMBER: 'Testmails gehen nur an Mitglieder Ihres Arbeitsbereichs. Wählen Sie eines davon.',
  MAIL_QUOTA:
    'Das Mailkontingent des Arbeitsbereichs ist ausgeschöpft: {{left}} von {{limit}} Mails sind übrig, {{asked}} wurden angefragt. Es wurde nichts gesendet. Versuchen Sie es wieder am {{at}}.',
  EXPORT_BUSY:
    'Ihr Arbeitsbereich erstellt gerade schon zwei Exporte (Auftrags-PDFs oder Arbeitsmappen). Versuchen Sie es in einigen Sekunden erneut.',
};

// The refusals only the signed-in pages meet join the app's `errors`, where errorMessage reads every code's
// text: with those pages, not with the first page (its size has a budget, docs/decisions/008).
i18n.addResourceBundle('en', 'translation', { errors: en }, true, false);
i18n.addResourceBundle('de', 'translation', { errors: de }, true, false);
