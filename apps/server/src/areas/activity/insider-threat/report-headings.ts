import type { LanguageCode } from '@portal/contracts';

// The report's column headings in the report query's `lang` (English without one). Cell values stay
// the codes the API uses (models, review, flag) so a spreadsheet can filter on them in any language.
export const reportHeadings: Record<LanguageCode, readonly string[]> = {
  en: ['Wall', 'Person', 'E-mail', 'First seen', 'Last updated', 'Models', 'Activity rows', 'Review', 'Shown to customer', 'Customer flag'],
  no: ['Mur', 'Person', 'E-post', 'Først sett', 'Sist oppdatert', 'Modeller', 'Aktivitetsrader', 'Vurdering', 'Vist til kunden', 'Kundens markering'],
  sw: ['Mur', 'Person', 'E-post', 'Först sedd', 'Senast uppdaterad', 'Modeller', 'Aktivitetsrader', 'Granskning', 'Visas för kunden', 'Kundens flagga'],
  da: ['Mur', 'Person', 'E-mail', 'Først set', 'Sidst opdateret', 'Modeller', 'Aktivitetsrækker', 'Gennemgang', 'Vist for kunden', 'Kundens markering'],
  es: ['Muro', 'Persona', 'Correo electrónico', 'Visto por primera vez', 'Última actualización', 'Modelos', 'Filas de actividad', 'Revisión', 'Visible para el cliente', 'Marca del cliente'],
  de: ['Mauer', 'Person', 'E-Mail', 'Zuerst gesehen', 'Zuletzt aktualisiert', 'Modelle', 'Aktivitätszeilen', 'Prüfung', 'Für Kunden sichtbar', 'Markierung des Kunden'],
  fr: ['Mur', 'Personne', 'E-mail', 'Vu pour la première fois', 'Dernière mise à jour', 'Modèles', "Lignes d'activité", 'Examen', 'Visible par le client', 'Marque du client'],
  br: ['Muro', 'Pessoa', 'E-mail', 'Visto pela primeira vez', 'Última atualização', 'Modelos', 'Linhas de atividade', 'Revisão', 'Visível para o cliente', 'Marcação do cliente'],
  fi: ['Muuri', 'Henkilö', 'Sähköposti', 'Ensimmäinen havainto', 'Viimeksi päivitetty', 'Mallit', 'Toimintarivit', 'Tarkistus', 'Näytetään asiakkaalle', 'Asiakkaan merkintä'],
  it: ['Muro', 'Persona', 'E-mail', 'Visto per la prima volta', 'Ultimo aggiornamento', 'Modelli', 'Righe di attività', 'Revisione', 'Visibile al cliente', 'Contrassegno del cliente'],
  nl: ['Muur', 'Persoon', 'E-mail', 'Eerst gezien', 'Laatst bijgewerkt', 'Modellen', 'Activiteitsregels', 'Beoordeling', 'Zichtbaar voor klant', 'Markering van klant'],
  pl: ['Mur', 'Osoba', 'E-mail', 'Pierwsze wykrycie', 'Ostatnia aktualizacja', 'Modele', 'Wiersze aktywności', 'Przegląd', 'Widoczne dla klienta', 'Oznaczenie klienta'],
};
