import type { Language } from '../../shared/languages.ts';

// The zod schemas in src/shared carry English messages (the API speaks English); these are their German texts.
// A message missing here is shown in English rather than not at all.
const german: Record<string, string> = {
  'Field is required': 'Pflichtfeld',
  'Field is too long': 'Die Eingabe ist zu lang',
  'Quantity must be a whole number': 'Die Auflage muss eine ganze Zahl sein',
  'Quantity must not be negative': 'Die Auflage darf nicht negativ sein',
  'Quantity is too large': 'Die Auflage ist zu groß',
  'Note must have at most 4000 characters': 'Der Hinweis darf höchstens 4000 Zeichen haben',
  'Delivery address must have at most 1000 characters': 'Die Lieferadresse darf höchstens 1000 Zeichen haben',
  'Lettershop must have at most 1000 characters': 'Der Lettershop darf höchstens 1000 Zeichen haben',
  'A task has at most 50 formats': 'Eine Anfrage hat höchstens 50 Formate',
  'Username must have at least 3 characters': 'Der Benutzername muss mindestens 3 Zeichen haben',
  'Username must have at most 30 characters': 'Der Benutzername darf höchstens 30 Zeichen haben',
  'Username may contain letters, digits, dot, dash and underscore only':
    'Der Benutzername darf nur Buchstaben, Ziffern, Punkt, Bindestrich und Unterstrich enthalten',
  'E-mail must be valid': 'Die E-Mail-Adresse ist ungültig',
  'E-mail is too long': 'Die E-Mail-Adresse ist zu lang',
  'Password must have at least 8 characters': 'Das Passwort muss mindestens 8 Zeichen haben',
  'Password must have at most 128 characters': 'Das Passwort darf höchstens 128 Zeichen haben',
  'The code has 6 digits': 'Der Code hat 6 Ziffern',
  'Signature must have at most 2000 characters': 'Die Signatur darf höchstens 2000 Zeichen haben',
  'Name must have at most 200 characters': 'Der Name darf höchstens 200 Zeichen haben',
  'Contact person must have at most 200 characters': 'Der Ansprechpartner darf höchstens 200 Zeichen haben',
  'Address must have at most 1000 characters': 'Die Adresse darf höchstens 1000 Zeichen haben',
  'VAT number must have at most 50 characters': 'Die USt-IdNr. darf höchstens 50 Zeichen haben',
  'Account number must have at most 50 characters': 'Die Kontonummer darf höchstens 50 Zeichen haben',
  'Title must have at most 200 characters': 'Der Titel darf höchstens 200 Zeichen haben',
  'Format must have at most 200 characters': 'Das Format darf höchstens 200 Zeichen haben',
  'Colours must have at most 200 characters': 'Die Farbigkeit darf höchstens 200 Zeichen haben',
  'Perforation must have at most 200 characters': 'Die Perforation darf höchstens 200 Zeichen haben',
  'Fold must have at most 200 characters': 'Der Falz darf höchstens 200 Zeichen haben',
  'Weight must have at most 200 characters': 'Die Grammatur darf höchstens 200 Zeichen haben',
  'Personalisation must have at most 500 characters': 'Die Personalisierung darf höchstens 500 Zeichen haben',
  'Description must have at most 4000 characters': 'Die Beschreibung darf höchstens 4000 Zeichen haben',
};

export function translateSchemaMessage(message: string, language: Language): string {
  return language === 'de' ? (german[message] ?? message) : message;
}
