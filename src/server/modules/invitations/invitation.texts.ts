import { jobLabels, type JobLabels } from '../../../shared/job-labels.ts';
import type { Language } from '../../../shared/languages.ts';

// The invitation mail's texts, in each language a printshop reads (docs/glossary.md).
const en = {
  subject: (task: string) => `Request for quotation: ${task}`,
  test: '[Test] ',
  intro:
    'we would like your offer for the print job below. On your personal page, enter one price per format for the whole quantity, by the offer deadline; where further quantities are asked, their prices too.',
  action: 'Enter your offer',
  linkHint: 'This link is yours alone; please do not forward it.',
  documents: 'Documents',
  documentsHint: 'You can download them on your personal page.',
  sealed:
    'This tender takes sealed bids: your offer stays sealed until the offer deadline has passed. Until then nobody sees prices, and your page shows no rank.',
  requires: (kinds: readonly string[]) =>
    kinds.length === 1
      ? `This job requires a valid ${kinds[0]} certificate of your company.`
      : `This job requires: ${kinds.join(', ')}. Your company must hold a valid certificate of each.`,
  labels: {
    ...jobLabels.en,
    counts: 'Also price',
    runOn: 'Run-on',
    runOnAsked: 'price per additional 1,000',
  },
};

type InvitationTexts = {
  subject: (task: string) => string;
  test: string;
  intro: string;
  action: string;
  linkHint: string;
  documents: string;
  documentsHint: string;
  sealed: string;
  /** What the job requires, each a kind or kinds either of which meets it ("FSC or PEFC"): one in the singular. */
  requires: (kinds: readonly string[]) => string;
  labels: JobLabels & { counts: string; runOn: string; runOnAsked: string };
};

const de: InvitationTexts = {
  subject: (task: string) => `Angebotsanfrage: ${task}`,
  test: '[Test] ',
  intro:
    'wir bitten um Ihr Angebot für den folgenden Druckauftrag. Tragen Sie auf Ihrer persönlichen Seite bis zur Angebotsfrist je Format einen Preis für die gesamte Auflage ein, und wo weitere Auflagen gefragt sind, auch deren Preise.',
  action: 'Angebot abgeben',
  linkHint: 'Dieser Link gilt nur für Sie; bitte leiten Sie ihn nicht weiter.',
  documents: 'Unterlagen',
  documentsHint: 'Sie können sie auf Ihrer persönlichen Seite herunterladen.',
  sealed:
    'Diese Anfrage nimmt verdeckte Angebote an: Ihr Angebot bleibt bis zum Ablauf der Angebotsfrist verschlossen. Bis dahin sieht niemand Preise, und Ihre Seite zeigt keine Platzierung.',
  requires: (kinds: readonly string[]) =>
    kinds.length === 1
      ? `Dieser Auftrag verlangt ein gültiges ${kinds[0]}-Zertifikat Ihres Unternehmens.`
      : `Dieser Auftrag verlangt: ${kinds.join(', ')}. Ihr Unternehmen muss von jedem ein gültiges Zertifikat besitzen.`,
  labels: {
    ...jobLabels.de,
    counts: 'Außerdem anbieten',
    runOn: 'Fortdruck',
    runOnAsked: 'Preis je weitere 1.000',
  },
};

const sk: InvitationTexts = {
  subject: (task: string) => `Dopyt na cenovú ponuku: ${task}`,
  test: '[Test] ',
  intro:
    'prosíme o Vašu ponuku na nasledujúcu tlačovú zákazku. Na svojej osobnej stránke zadajte do termínu na predloženie ponuky jednu cenu za každý formát pre celý náklad, a ak sú požadované ďalšie náklady, aj ich ceny.',
  action: 'Zadať ponuku',
  linkHint: 'Tento odkaz patrí iba Vám; prosíme, nepreposielajte ho.',
  documents: 'Podklady',
  documentsHint: 'Stiahnuť si ich môžete na svojej osobnej stránke.',
  sealed:
    'Tento dopyt prijíma zapečatené ponuky: Vaša ponuka zostane zapečatená až do uplynutia termínu na predloženie ponuky. Dovtedy nikto nevidí ceny a Vaša stránka nezobrazuje poradie.',
  requires: (kinds: readonly string[]) =>
    kinds.length === 1
      ? `Táto zákazka vyžaduje platný certifikát ${kinds[0]} Vašej firmy.`
      : `Táto zákazka vyžaduje: ${kinds.join(', ')}. Vaša firma musí mať platný certifikát každého z nich.`,
  labels: {
    ...jobLabels.sk,
    counts: 'Ocenite aj',
    runOn: 'Dotlač',
    runOnAsked: 'cena za každých ďalších 1 000 ks',
  },
};

export const invitationTexts: Record<Language, InvitationTexts> = { en, de, sk };
