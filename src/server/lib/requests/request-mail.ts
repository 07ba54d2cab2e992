import type { RequestKind } from '../../../shared/api/calls/review.ts';
import { KIND_TITLE } from './request-kinds.ts';

/** What a mail may tell of a request: its number and kind, never text the submitter typed. */
interface RequestFacts {
  id: number;
  kind: RequestKind;
  target_id: number | null;
}

const SIGNATURE = '\n\nS pozdravem\nredakce Vinařské mapy';
/**
 * „přidání akce“ / „úpravu restaurace“. The mails go to whatever e-mail the form was given, so they carry no
 * submitted text (a title could be anyone's message); the number identifies the request.
 */
const what = (request: RequestFacts) =>
  `${request.target_id === null ? 'přidání' : 'úpravu'} ${KIND_TITLE[request.kind]}`;

/** The confirmation a submitter gets (spec 02 §1: the data will be checked and they will hear about publication). */
export function requestConfirmationMail(request: RequestFacts): { subject: string; text: string } {
  return {
    subject: `Přijali jsme váš požadavek č. ${request.id} – Vinařská mapa`,
    text:
      `Dobrý den,\n\nděkujeme za požadavek na ${what(request)} (č. ${request.id}). Redakce údaje zkontroluje ` +
      `a e-mailem vám dáme vědět, až ho zpracujeme a záznam zveřejníme.${SIGNATURE}`,
  };
}

export function requestDecisionMail(
  request: RequestFacts,
  decision: { approved: true; link: string } | { approved: false; reason: string },
): { subject: string; text: string } {
  if (decision.approved) {
    return {
      subject: `Váš požadavek č. ${request.id} byl schválen – Vinařská mapa`,
      text: `Dobrý den,\n\nredakce schválila váš požadavek na ${what(request)} (č. ${request.id}). Záznam je zveřejněn zde:\n${decision.link}${SIGNATURE}`,
    };
  }
  return {
    subject: `Váš požadavek č. ${request.id} nebyl schválen – Vinařská mapa`,
    text:
      `Dobrý den,\n\nredakce váš požadavek na ${what(request)} (č. ${request.id}) neschválila.\n\nDůvod: ${decision.reason}\n\n` +
      `Po úpravě můžete požadavek odeslat znovu.${SIGNATURE}`,
  };
}
