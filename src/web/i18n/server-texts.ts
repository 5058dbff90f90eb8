import type { ErrorCode } from '../../shared/error-codes.ts';
import { noticeTexts, type NoticeCode } from '../../shared/notices.ts';
import { validationTexts, type ValidationKey } from '../../shared/validation.ts';

/** Codes the web gives failures of its own: no answer, an answer it cannot read, a page's code missing. */
export type ClientErrorCode = 'NETWORK' | 'BAD_RESPONSE' | 'UNEXPECTED' | 'PAGE_CODE';

type ServerTexts = {
  notices: Record<NoticeCode, string>;
  errors: Record<ErrorCode | ClientErrorCode, string>;
  validation: Record<ValidationKey, string>;
};

/**
 * The texts of what the server answers: notices by code, errors by code, validation issues by key with
 * `{{parameters}}`. Typed by the shared code lists, so a code without a text in either language fails the
 * type check. The English notices and validation texts are the server's own (one text each).
 */
export const serverTextsEn: ServerTexts = {
  notices: noticeTexts,
  validation: validationTexts,
  errors: {
    BAD_REQUEST: 'The request was not valid. Reload the page and try again.',
    INVALID: 'Some input is not valid.',
    INVALID_JSON: 'The request could not be read. Reload the page and try again.',
    JSON_TOO_DEEP: 'The request could not be read. Reload the page and try again.',
    EMPTY_BODY: 'The request was empty. Reload the page and try again.',
    BODY_TOO_LARGE: 'The request is too large.',
    UNSUPPORTED_MEDIA_TYPE: 'The request could not be read. Reload the page and try again.',
    CROSS_ORIGIN: 'Requests from other sites are refused.',
    RATE_LIMITED: 'Too many attempts. Please wait a moment and try again.',
    NOT_FOUND: 'This was not found.',
    INTERNAL: 'Something went wrong on our side. Please try again.',
    UNAVAILABLE: 'The server cannot reach its database. Please try again in a moment.',
    UNAUTHORIZED: 'Please log in.',
    INVALID_CREDENTIALS: 'Wrong username or password.',
    NOT_ACTIVATED: 'Your account is not activated yet. Enter the code from the activation mail.',
    PASSWORD_RESET_REQUIRED: 'A new password is required. A code to set it was sent to your e-mail.',
    INVALID_CODE: 'The code is wrong or has expired. Request a new code if needed.',
    WRONG_PASSWORD: 'The current password is wrong.',
    COMMON_PASSWORD: 'This password is one of the most common ones; choose another.',
    NOT_TEAM_MANAGER: 'Only owners and admins manage the team.',
    LAST_OWNER: 'The workspace needs an owner: make someone else owner first.',
    ALREADY_MEMBER: 'This person is already a member of the workspace.',
    ALREADY_INVITED: 'This address has already been invited.',
    NOT_RECIPIENT: 'This invitation is for another e-mail address. Log in with the invited address to accept it.',
    TEAM_CHANGE_REFUSED: 'The change to the team was refused.',
    EMAIL_TAKEN: 'A printshop with this e-mail already exists.',
    DEADLINE_PAST: 'The offer deadline must be today or later.',
    UNKNOWN_FORMAT: 'A format is no longer part of the task. Please reload the page.',
    TASK_INCOMPLETE: 'Fill out every field and add at least one format first.',
    TASK_SENT: 'The invitations went out: the task can no longer be edited.',
    TASK_DONE: 'An offer has been accepted; the task is closed.',
    TASK_NOT_SENT: 'Offers can be accepted once the invitations went out.',
    INVITE_ONE_BY_ONE: 'The invitations went out already; invite further printshops one by one.',
    NOTHING_TO_SEND: 'Every printshop has been invited already, or there are no printshops yet.',
    SUPPLIER_INVITED: 'This printshop has been invited already.',
    NOT_INVITED: 'This printshop was not invited to the task.',
    OFFER_ENDED: 'An offer has been accepted; the tender has ended.',
    OFFER_EXPIRED: 'The offer deadline has passed.',
    PRICE_MISSING: 'Enter a price for every format.',
    QUANTITY_NOT_ASKED: 'A price was given for a quantity that was not asked for.',
    RUN_ON_NOT_ASKED: 'A run-on price was given where none was asked for.',
    NO_OFFER: 'This printshop has not made an offer.',
    AWARD_INCOMPLETE: 'Award every format of the task once.',
    QUANTITY_NOT_OFFERED: 'The printshop offered no price for this quantity.',
    NO_ALTERNATIVE: 'The printshop offered no alternative for this format.',
    NETWORK: 'The server cannot be reached. Check your connection and try again.',
    BAD_RESPONSE: 'The server sent an answer this page does not understand. Reload the page.',
    UNEXPECTED: 'Something went wrong. Please reload the page.',
    PAGE_CODE:
      'This page could not be loaded: the connection dropped, or a new version of the app was installed. Reload the page.',
  },
};

/** Formal address, as in the mails. */
export const serverTextsDe: ServerTexts = {
  notices: {
    REGISTERED: 'Benutzer angelegt, bitte prüfen Sie Ihre E-Mails auf den Aktivierungscode.',
    CONFIRMED: 'Benutzer bestätigt!',
    CODE_RESENT: 'Der Code wurde erneut gesendet. Bitte prüfen Sie Ihre E-Mails.',
    RESET_CODE_SENT:
      'Falls das Konto existiert, wurde ein Code zum Zurücksetzen des Passworts an seine E-Mail gesendet.',
    PASSWORD_CHANGED: 'Passwort geändert',
    SETTINGS_SAVED: 'Einstellungen gespeichert',
    LOGGED_IN: 'Angemeldet',
    LOGGED_OUT: 'Abgemeldet',
    MAIL_SENT: 'Mail versandt',
    TESTMAIL_SENT: 'Testmail versandt',
    ORDER_SENT: 'Auftrag versandt!',
  },
  validation: {
    required: 'Pflichtfeld',
    invalid: 'Der Wert ist ungültig',
    tooShort: 'Mindestens {{min}} Zeichen',
    tooLong: 'Höchstens {{max}} Zeichen',
    tooSmall: 'Mindestens {{min}}',
    tooLarge: 'Höchstens {{max}}',
    tooMany: 'Höchstens {{max}} erlaubt',
    wholeNumber: 'Bitte eine ganze Zahl eingeben',
    notNegative: 'Darf nicht negativ sein',
    email: 'Die E-Mail-Adresse ist ungültig',
    usernameChars: 'Nur Buchstaben, Ziffern, Punkt, Bindestrich und Unterstrich',
    codeDigits: 'Der Code hat 6 Ziffern',
    date: 'Bitte ein Datum als TT.MM.JJJJ eingeben',
    price: 'Bitte einen Betrag in Euro mit höchstens zwei Nachkommastellen eingeben, z. B. 1250,00',
    priceMissing: 'Bitte für jedes Format einen Preis eingeben',
    quantities: 'Weitere Auflagen aufsteigend, jede einmal, keine gleich der Auflage',
    passwordsDiffer: 'Die Passwörter stimmen nicht überein',
  },
  errors: {
    BAD_REQUEST: 'Die Anfrage war ungültig. Laden Sie die Seite neu und versuchen Sie es erneut.',
    INVALID: 'Eine Eingabe ist ungültig.',
    INVALID_JSON: 'Die Anfrage war nicht lesbar. Laden Sie die Seite neu und versuchen Sie es erneut.',
    JSON_TOO_DEEP: 'Die Anfrage war nicht lesbar. Laden Sie die Seite neu und versuchen Sie es erneut.',
    EMPTY_BODY: 'Die Anfrage war leer. Laden Sie die Seite neu und versuchen Sie es erneut.',
    BODY_TOO_LARGE: 'Die Anfrage ist zu groß.',
    UNSUPPORTED_MEDIA_TYPE: 'Die Anfrage war nicht lesbar. Laden Sie die Seite neu und versuchen Sie es erneut.',
    CROSS_ORIGIN: 'Anfragen von anderen Websites werden abgelehnt.',
    RATE_LIMITED: 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    NOT_FOUND: 'Das wurde nicht gefunden.',
    INTERNAL: 'Bei uns ist etwas schiefgegangen. Bitte versuchen Sie es noch einmal.',
    UNAVAILABLE: 'Der Server erreicht seine Datenbank nicht. Bitte versuchen Sie es gleich noch einmal.',
    UNAUTHORIZED: 'Bitte melden Sie sich an.',
    INVALID_CREDENTIALS: 'Benutzername oder Passwort ist falsch.',
    NOT_ACTIVATED: 'Ihr Konto ist noch nicht aktiviert. Geben Sie den Code aus der Aktivierungsmail ein.',
    PASSWORD_RESET_REQUIRED: 'Ein neues Passwort ist nötig. Ein Code dafür wurde an Ihre E-Mail gesendet.',
    INVALID_CODE: 'Der Code ist falsch oder abgelaufen. Fordern Sie bei Bedarf einen neuen Code an.',
    WRONG_PASSWORD: 'Das aktuelle Passwort ist falsch.',
    COMMON_PASSWORD: 'Dieses Passwort gehört zu den häufigsten; bitte wählen Sie ein anderes.',
    NOT_TEAM_MANAGER: 'Nur Inhaber und Administratoren verwalten das Team.',
    LAST_OWNER: 'Der Arbeitsbereich braucht einen Inhaber: Machen Sie zuerst jemand anderen zum Inhaber.',
    ALREADY_MEMBER: 'Diese Person gehört schon zum Arbeitsbereich.',
    ALREADY_INVITED: 'Diese Adresse wurde schon eingeladen.',
    NOT_RECIPIENT:
      'Diese Einladung gilt für eine andere E-Mail-Adresse. Melden Sie sich mit der eingeladenen Adresse an, um sie anzunehmen.',
    TEAM_CHANGE_REFUSED: 'Die Änderung am Team wurde abgelehnt.',
    EMAIL_TAKEN: 'Ein Lieferant mit dieser E-Mail existiert bereits.',
    DEADLINE_PAST: 'Die Angebotsfrist muss heute oder später sein.',
    UNKNOWN_FORMAT: 'Ein Format gehört nicht mehr zur Anfrage. Bitte laden Sie die Seite neu.',
    TASK_INCOMPLETE: 'Bitte zuerst alle Felder ausfüllen und mindestens ein Format hinzufügen.',
    TASK_SENT: 'Die Einladungen sind versendet: Die Anfrage kann nicht mehr bearbeitet werden.',
    TASK_DONE: 'Ein Angebot wurde angenommen; die Anfrage ist abgeschlossen.',
    TASK_NOT_SENT: 'Angebote können angenommen werden, sobald die Einladungen versendet sind.',
    INVITE_ONE_BY_ONE: 'Die Einladungen sind schon versendet; weitere Lieferanten laden Sie einzeln ein.',
    NOTHING_TO_SEND: 'Alle Lieferanten sind schon eingeladen, oder es gibt noch keine Lieferanten.',
    SUPPLIER_INVITED: 'Dieser Lieferant wurde schon eingeladen.',
    NOT_INVITED: 'Dieser Lieferant wurde nicht zur Anfrage eingeladen.',
    OFFER_ENDED: 'Ein Angebot wurde angenommen; die Anfrage ist beendet.',
    OFFER_EXPIRED: 'Die Angebotsfrist ist abgelaufen.',
    PRICE_MISSING: 'Bitte für jedes Format einen Preis eingeben.',
    QUANTITY_NOT_ASKED: 'Ein Preis gilt einer Auflage, die nicht angefragt ist.',
    RUN_ON_NOT_ASKED: 'Ein Fortdruckpreis wurde angegeben, wo keiner angefragt ist.',
    NO_OFFER: 'Dieser Lieferant hat kein Angebot abgegeben.',
    AWARD_INCOMPLETE: 'Bitte vergeben Sie jedes Format der Anfrage genau einmal.',
    QUANTITY_NOT_OFFERED: 'Der Lieferant hat für diese Auflage keinen Preis angeboten.',
    NO_ALTERNATIVE: 'Der Lieferant hat für dieses Format keine Alternative angeboten.',
    NETWORK: 'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    BAD_RESPONSE: 'Der Server hat eine unerwartete Antwort gesendet. Laden Sie die Seite neu.',
    UNEXPECTED: 'Etwas ist schiefgegangen. Bitte laden Sie die Seite neu.',
    PAGE_CODE:
      'Diese Seite konnte nicht geladen werden: Die Verbindung ist abgebrochen, oder eine neue Version der App wurde installiert. Laden Sie die Seite neu.',
  },
};
