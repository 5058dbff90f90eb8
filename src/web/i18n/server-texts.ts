import type {
  AuctionErrorCode,
  DocumentErrorCode,
  ErrorCode,
  ImportErrorCode,
  InvoiceErrorCode,
  OrderPageErrorCode,
  StaffErrorCode,
  TaskPageErrorCode,
} from '../../shared/error-codes.ts';
import { noticeTexts, type NoticeCode } from '../../shared/notices.ts';
import { validationTexts, type ValidationKey } from '../../shared/validation.ts';

/** Codes the web gives failures of its own: no answer, an answer it cannot read, a page's code missing. */
export type ClientErrorCode = 'NETWORK' | 'BAD_RESPONSE' | 'UNEXPECTED' | 'PAGE_CODE';

type ServerTexts = {
  notices: Record<NoticeCode, string>;
  // The documents' codes come with the files feature (DOCUMENT_ERROR_CODES), the signed-in pages' with them
  // (STAFF_ERROR_CODES, app/shell/staff-errors.ts), an import's with its dialog (IMPORT_ERROR_CODES), the task
  // page's with its delivery addresses (TASK_PAGE_ERROR_CODES), an invoice's with its part (INVOICE_ERROR_CODES), a
  // printshop's order's with its page (ORDER_PAGE_ERROR_CODES), an auction's with its parts (AUCTION_ERROR_CODES).
  errors: Record<
    | Exclude<
        ErrorCode,
        | DocumentErrorCode
        | ImportErrorCode
        | InvoiceErrorCode
        | StaffErrorCode
        | TaskPageErrorCode
        | OrderPageErrorCode
        | AuctionErrorCode
      >
    | ClientErrorCode,
    string
  >;
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
    BODY_NOT_TAKEN: 'The request carried data this action does not take. Reload the page and try again.',
    BODY_TOO_LARGE: 'The request is too large.',
    MAIL_EVENT_UNREADABLE:
      'The delivery report could not be read: send a whole DSN (message/rfc822) or a Postmark bounce (JSON).',
    MAIL_EVENT_UNMATCHED: 'The delivery report names no mail we sent.',
    UNSUPPORTED_MEDIA_TYPE: 'The request could not be read. Reload the page and try again.',
    CROSS_ORIGIN: 'Requests from other sites are refused.',
    UNKNOWN_HOST: 'Wrong address for this server.',
    RATE_LIMITED: 'Too many attempts. Please wait a moment and try again.',
    NOT_FOUND: 'This was not found.',
    INTERNAL: 'Something went wrong on our side. Please try again.',
    UNAVAILABLE: 'The server cannot reach its database. Please try again in a moment.',
    UNAUTHORIZED: 'Please log in.',
    INVALID_CREDENTIALS: 'Wrong username or password, or the account is not activated yet: then activate it below.',
    PASSWORD_RESET_REQUIRED: 'A new password is required. A code to set it was sent to your e-mail.',
    INVALID_CODE: 'The code is wrong or has expired. Request a new code if needed.',
    INVALID_ACTIVATION: 'Wrong code or password, or the code has expired.',
    WRONG_PASSWORD: 'The current password is wrong.',
    COMMON_PASSWORD: 'This password is one of the most common ones; choose another.',
    NOT_RECIPIENT: 'This invitation is for another e-mail address. Log in with the invited address to accept it.',
    INVITATION_PENDING: 'Answer the invitation first.',
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
    REGISTERED: 'Willkommen! Wir haben Ihnen eine E-Mail mit Ihrem Aktivierungscode geschickt.',
    CONFIRMED: 'Ihr Konto ist aktiv. Bitte melden Sie sich an.',
    CODE_RESENT: 'Wir haben Ihnen einen neuen Code geschickt. Bitte prüfen Sie Ihre E-Mails.',
    RESET_CODE_SENT:
      'Falls das Konto existiert, wurde ein Code zum Zurücksetzen des Passworts an seine E-Mail gesendet.',
    PASSWORD_CHANGED: 'Passwort geändert',
    SETTINGS_SAVED: 'Einstellungen gespeichert',
    LOGGED_IN: 'Angemeldet',
    LOGGED_OUT: 'Abgemeldet',
    MAIL_SENT: 'Mail versandt',
    TESTMAIL_SENT: 'Testmail versandt',
    ORDER_SENT: 'Auftrag versandt',
    REMINDER_SENT: 'Erinnerung versandt',
    APPROVAL_REQUESTED: 'Der Zuschlag wartet auf Freigabe durch einen Inhaber oder Administrator',
    AWARD_REJECTED: 'Zuschlag nicht freigegeben; wer ihn erteilen wollte, wurde informiert',
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
    isoDate: 'Ein Datum wird als JJJJ-MM-TT gesendet, ein Tag des Kalenders',
    price: 'Bitte einen Betrag mit höchstens zwei Nachkommastellen eingeben, z. B. 1250,00',
    priceMissing: 'Bitte für mindestens ein Format einen Preis eingeben',
    priceNegative: 'Ein Preis darf nicht negativ sein',
    priceZero: 'Ein Preis muss größer als 0 sein',
    priceTooLarge: 'Ein Preis darf höchstens {{max}} in seiner Währung betragen',
    priceDecimals: 'Ein Preis hat höchstens zwei Nachkommastellen',
    quantities: 'Weitere Auflagen aufsteigend, jede einmal, keine gleich der Auflage',
    passwordsDiffer: 'Die Passwörter stimmen nicht überein',
    unknownKey: 'Dieses Feld ist hier unbekannt',
    notAmendable: 'Bleibt so, wie die Lieferanten eingeladen wurden: Eine Änderung der Anfrage ändert es nicht',
    repeated: 'Doppelt angegeben: jedes nur einmal nennen',
    country: 'Zwei Buchstaben, der Ländercode nach ISO 3166 (DE, AT, SK)',
    orderPrefix: 'Nur Buchstaben, Ziffern, Punkt, Bindestrich und Unterstrich',
    oneOf: 'Erlaubt ist einer dieser Werte: {{allowed}}',
    sizeName: 'Die Millimeter von {{name}} oder keine (der Name setzt sie)',
    versionsSum: 'Die Sorten ergeben {{sum}}',
    weightsSum: 'Die Gewichte ergeben 100 %, nicht {{sum}} %',
  },
  errors: {
    BAD_REQUEST: 'Die Anfrage war ungültig. Laden Sie die Seite neu und versuchen Sie es erneut.',
    INVALID: 'Eine Eingabe ist ungültig.',
    INVALID_JSON: 'Die Anfrage war nicht lesbar. Laden Sie die Seite neu und versuchen Sie es erneut.',
    JSON_TOO_DEEP: 'Die Anfrage war nicht lesbar. Laden Sie die Seite neu und versuchen Sie es erneut.',
    EMPTY_BODY: 'Die Anfrage war leer. Laden Sie die Seite neu und versuchen Sie es erneut.',
    BODY_NOT_TAKEN:
      'Die Anfrage enthielt Daten, die diese Aktion nicht annimmt. Laden Sie die Seite neu und versuchen Sie es erneut.',
    BODY_TOO_LARGE: 'Die Anfrage ist zu groß.',
    MAIL_EVENT_UNREADABLE:
      'Die Zustellmeldung ist nicht lesbar: Senden Sie eine ganze DSN (message/rfc822) oder einen Postmark-Bounce (JSON).',
    MAIL_EVENT_UNMATCHED: 'Die Zustellmeldung nennt keine Mail, die wir gesendet haben.',
    UNSUPPORTED_MEDIA_TYPE: 'Die Anfrage war nicht lesbar. Laden Sie die Seite neu und versuchen Sie es erneut.',
    CROSS_ORIGIN: 'Anfragen von anderen Websites werden abgelehnt.',
    UNKNOWN_HOST: 'Falsche Adresse für diesen Server.',
    RATE_LIMITED: 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    NOT_FOUND: 'Das wurde nicht gefunden.',
    INTERNAL: 'Bei uns ist etwas schiefgegangen. Bitte versuchen Sie es noch einmal.',
    UNAVAILABLE: 'Der Server erreicht seine Datenbank nicht. Bitte versuchen Sie es gleich noch einmal.',
    UNAUTHORIZED: 'Bitte melden Sie sich an.',
    INVALID_CREDENTIALS:
      'Benutzername oder Passwort ist falsch, oder das Konto ist noch nicht aktiviert: dann unten aktivieren.',
    PASSWORD_RESET_REQUIRED: 'Ein neues Passwort ist nötig. Ein Code dafür wurde an Ihre E-Mail gesendet.',
    INVALID_CODE: 'Der Code ist falsch oder abgelaufen. Fordern Sie bei Bedarf einen neuen Code an.',
    INVALID_ACTIVATION: 'Code oder Passwort falsch, oder der Code ist abgelaufen.',
    WRONG_PASSWORD: 'Das aktuelle Passwort ist falsch.',
    COMMON_PASSWORD: 'Dieses Passwort gehört zu den häufigsten; bitte wählen Sie ein anderes.',
    NOT_RECIPIENT:
      'Diese Einladung gilt für eine andere E-Mail-Adresse. Melden Sie sich mit der eingeladenen Adresse an, um sie anzunehmen.',
    INVITATION_PENDING: 'Beantworten Sie zuerst die Einladung.',
    NETWORK: 'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    BAD_RESPONSE: 'Der Server hat eine unerwartete Antwort gesendet. Laden Sie die Seite neu.',
    UNEXPECTED: 'Etwas ist schiefgegangen. Bitte laden Sie die Seite neu.',
    PAGE_CODE:
      'Diese Seite konnte nicht geladen werden: Die Verbindung ist abgebrochen, oder eine neue Version der App wurde installiert. Laden Sie die Seite neu.',
  },
};
