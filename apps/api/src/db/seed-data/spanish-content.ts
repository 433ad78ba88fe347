// The Spanish twin of the editable content seeded on first start (content.ts and
// intro-content.ts): one row for each of their keys and scopes, in the same order, stored with
// language 'es'. The designation terms and statute citations stay as the law writes them.

/** Seed rows for the content table in Spanish: [key, scope, body]. */
export const spanishContentRows: ReadonlyArray<
  readonly [key: string, scope: string, body: string]
> = [
  [
    'namedesignation',
    'DLLC',
    '<p>El nombre de una compañía de responsabilidad limitada (LLC) debe contener el término ' +
      '"limited liability company", "ltd. liability company", "limited liability co.", "ltd. ' +
      'liability co.", "limited", "l.l.c.", "llc" o "ltd." (C.R.S. 7-90-601(3)). No importa si ' +
      'se escribe en mayúsculas o minúsculas.</p>' +
      '<p>El nombre debe poder distinguirse en el registro de los nombres de otras entidades y de ' +
      'los nombres reservados. Los nombres que solo se diferencian en mayúsculas y minúsculas o ' +
      'en puntos, comas, guiones bajos o apóstrofos no se pueden distinguir: "A.B.C., LLC" es el ' +
      'mismo nombre que "ABC LLC".</p>',
  ],
  [
    'namedesignation',
    'DPC',
    '<p>El nombre de una corporación debe contener el término "corporation", "incorporated", ' +
      '"company" o "limited", o una de sus abreviaturas: "corp.", "inc.", "co." o "ltd." (C.R.S. ' +
      '7-90-601(3)). No importa si se escribe en mayúsculas o minúsculas.</p>' +
      '<p>El nombre debe poder distinguirse en el registro de los nombres de otras entidades y de ' +
      'los nombres reservados. Los nombres que solo se diferencian en mayúsculas y minúsculas o ' +
      'en puntos, comas, guiones bajos o apóstrofos no se pueden distinguir.</p>',
  ],
  [
    'namedesignation',
    'DNC',
    '<p>El nombre de una corporación sin fines de lucro no necesita un término de designación. ' +
      'Puede contener "corporation", "incorporated", "company", "limited" o una de sus ' +
      'abreviaturas.</p>' +
      '<p>El nombre debe poder distinguirse en el registro de los nombres de otras entidades y de ' +
      'los nombres reservados. Los nombres que solo se diferencian en mayúsculas y minúsculas o ' +
      'en puntos, comas, guiones bajos o apóstrofos no se pueden distinguir.</p>',
  ],
  [
    'namedesignation',
    'DC55',
    '<p>El nombre de una cooperativa debe contener el término "cooperative", "co-operative", ' +
      '"coop" o "co-op" (C.R.S. 7-55-103). No importa si se escribe en mayúsculas o ' +
      'minúsculas.</p>' +
      '<p>El nombre debe poder distinguirse en el registro de los nombres de otras entidades y de ' +
      'los nombres reservados. Los nombres que solo se diferencian en mayúsculas y minúsculas o ' +
      'en puntos, comas, guiones bajos o apóstrofos no se pueden distinguir.</p>',
  ],
  [
    'intro',
    'REPORT',
    '<p>Cada entidad de Colorado presenta un informe periódico todos los años para mantener su ' +
      'registro al día. El informe confirma o actualiza la dirección de la oficina principal y ' +
      'el agente registrado.</p>' +
      '<p>Puede presentar el informe en el mes de informe (el mes en que se formó la entidad) y ' +
      'en los dos meses siguientes. Un informe presentado después es tardío: cuesta una tarifa ' +
      'adicional por atraso y la entidad queda en mora hasta que presente una Declaración de ' +
      'Subsanación de Mora.</p>' +
      '<p>Tenga a mano la dirección de la oficina principal y el nombre y la dirección del agente ' +
      'registrado. El agente registrado debe haber aceptado el nombramiento.</p>',
  ],
  [
    'intro',
    'REINSTATE',
    '<p>Los Artículos de Restablecimiento devuelven a una entidad disuelta por vía ' +
      'administrativa, o cuyo plazo venció, a estar en regla. Es posible que la entidad tenga ' +
      'que cambiar de nombre si otra entidad lo tomó después de la disolución.</p>',
  ],
  [
    'intro',
    'CURE_DLNQ',
    '<p>Una Declaración de Subsanación de Mora devuelve a una entidad en mora a estar en regla. ' +
      'Preséntela junto con cualquier informe periódico vencido.</p>',
  ],
  [
    'intro',
    'AMD_LLC',
    '<p>Los Artículos de Enmienda cambian los Artículos de Organización de una compañía de ' +
      'responsabilidad limitada, por ejemplo su nombre.</p>',
  ],
  [
    'intro',
    'AMD_NPC',
    '<p>Los Artículos de Enmienda cambian los Artículos de Incorporación de una corporación sin ' +
      'fines de lucro, por ejemplo su nombre.</p>',
  ],
  [
    'intro',
    'AMD_55',
    '<p>Los Artículos de Enmienda cambian los Artículos de Incorporación de una cooperativa ' +
      'formada según el Artículo 55, por ejemplo su nombre.</p>',
  ],
];
