// The Spanish words of the public record's pages: business search, the entity record and the
// certificate check. Messages the server also gives come from the domain's constants.
import {
  CERTIFICATE_NUMBER_INVALID_MESSAGE,
  CERTIFICATE_NUMBER_REQUIRED_MESSAGE,
  SEARCH_QUERY_REQUIRED_MESSAGE,
  SEARCH_QUERY_TOO_SHORT_MESSAGE,
  messages,
} from '@registrar/domain';
import type { Translated } from '@registrar/domain';
import type english from './public-record.en.ts';

export default {
  language: { code: 'es' },
  documents: {
    inEnglishNote:
      'Los documentos presentados y los certificados están en inglés, el idioma oficial del registro.',
  },
  publicRecord: {
    search: {
      title: 'Buscar en la base de datos de empresas',
      heading: 'Buscar en la base de datos de empresas',
      intro:
        'Busque una empresa del registro por su nombre o por su número de identificación de 11 dígitos. No importan las mayúsculas ni la puntuación, y también se encuentran los nombres parecidos.',
      label: 'Nombre o número de identificación de la empresa',
      hint: 'Por ejemplo: Mountain Peak Ventures LLC, o 20150000000',
      submit: 'Buscar',
      required: SEARCH_QUERY_REQUIRED_MESSAGE,
      tooShort: SEARCH_QUERY_TOO_SHORT_MESSAGE,
      searching: 'Buscando…',
      failed: 'No se pudo hacer la búsqueda. Inténtelo de nuevo más tarde.',
      resultsHeading: 'Resultados',
      none: 'No se encontraron empresas para “{{query}}”. Revise cómo lo escribió o busque con menos palabras.',
      countOne: 'Se encontró 1 empresa para “{{query}}”.',
      countOther: 'Se encontraron {{total}} empresas para “{{query}}”.',
      countMore:
        'Se encontraron más de {{total}} empresas para “{{query}}”. Se muestran las {{total}} que mejor coinciden: agregue palabras para limitar la búsqueda.',
      pageOf: 'Página {{page}} de {{pages}}',
      columns: {
        name: 'Nombre',
        entityId: 'Número de identificación',
        type: 'Tipo',
        status: 'Estado',
        formationDate: 'Fecha de formación',
      },
      tableCaption: 'Empresas encontradas, página {{page}} de {{pages}}',
    },
    pager: {
      label: 'Páginas de resultados',
      previous: 'Anterior',
      next: 'Siguiente',
      previousLabel: 'Página anterior',
      nextLabel: 'Página siguiente',
      pageLabel: 'Página {{page}}',
      lastPageLabel: 'Última página, página {{page}}',
    },
    record: {
      titleFallback: 'Registro de la empresa',
      loading: 'Cargando el registro…',
      notFound:
        'No hay ninguna entidad con el número de identificación {{entityId}} en el registro.',
      invalidId: 'Un número de identificación tiene 11 dígitos.',
      failed: 'No se pudo cargar el registro. Inténtelo de nuevo más tarde.',
      searchAgain: 'Buscar en la base de datos de empresas',
      pendingNotice:
        'Esta entidad se presentó con una fecha de vigencia posterior. Entra en vigencia el {{date}} (hora de la montaña); hasta entonces está pendiente.',
      detailsHeading: 'Datos',
      fields: {
        entityId: 'Número de identificación',
        entityType: 'Tipo de entidad',
        status: 'Estado',
        effectiveDate: 'Entra en vigencia',
        formationDate: 'Fecha de formación',
        jurisdiction: 'Jurisdicción de formación',
        reportDueDate: 'Fecha límite del informe periódico',
      },
      officeHeading: 'Oficina principal',
      street: 'Dirección física',
      mailing: 'Dirección postal',
      agentHeading: 'Agente registrado',
      agentName: 'Nombre',
      none: 'No hay ninguno en el registro',
      certificateHeading: 'Certificado de que la entidad está en regla',
      certificateText:
        'Un certificado de que la entidad está en regla (certificate of good standing) dice que la entidad está en regla según los registros de la Secretaría de Estado. Cada uno tiene un número que cualquier persona puede verificar.',
      certificateDownload: 'Descargar un certificado de que la entidad está en regla (PDF)',
      certificateNotAvailable:
        'Solo se puede emitir un certificado de que la entidad está en regla mientras la entidad esté en regla.',
      documentFailed: 'No se pudo descargar el documento. Inténtelo de nuevo más tarde.',
      historyHeading: 'Historial de trámites',
      historyCaption: 'Trámites registrados de esta entidad, del más reciente al más antiguo',
      historyNone: 'No hay trámites registrados en línea para esta entidad.',
      historyColumns: {
        filed: 'Fecha de presentación',
        filing: 'Trámite',
        documentNumber: messages.documentNumber,
        effective: 'Vigencia',
        image: 'Documento presentado',
      },
      imageLink: 'Descargar {{filing}} {{documentNumber}} (PDF)',
      imageWithheld: 'No disponible en línea',
      imageRemovedForPii: 'Retirado de la vista pública: contenía información personal',
      fileHeading: 'Presentar un trámite para esta entidad',
      fileNone: 'Por ahora no se puede empezar en línea ningún trámite para esta entidad.',
      fileStart: 'Empezar: {{filing}}',
    },
    document: {
      title: 'Documento no disponible',
      heading: 'No se pudo descargar el documento',
      backToRecord: 'Volver al registro de la empresa',
    },
    verify: {
      title: 'Verificar un certificado',
      heading: 'Verificar un certificado de que la entidad está en regla',
      intro:
        'Escriba el número de certificado que aparece al pie de un certificado de que la entidad está en regla para saber si lo emitió la Secretaría de Estado y qué decía.',
      label: 'Número de certificado',
      hint: 'Veinte letras y dígitos, por ejemplo K7Q2M-9XH4T-B6W1R-3ZP8J',
      submit: 'Verificar el certificado',
      required: CERTIFICATE_NUMBER_REQUIRED_MESSAGE,
      invalid: CERTIFICATE_NUMBER_INVALID_MESSAGE,
      checking: 'Verificando…',
      failed: 'No se pudo verificar el certificado. Inténtelo de nuevo más tarde.',
      genuineHeading: 'Certificado auténtico',
      genuine:
        'La Secretaría de Estado emitió el certificado {{number}} el {{issued}} (hora de la montaña). Decía:',
      notGenuineHeading: 'No es un certificado emitido por nosotros',
      notGenuine:
        'La Secretaría de Estado no emitió ningún certificado con el número {{number}}. Compare el número con el del certificado; un certificado cuyo número no se encuentra no es auténtico.',
      fields: {
        entityName: 'Nombre de la entidad',
        entityId: 'Número de identificación',
        entityType: 'Tipo de entidad',
        formationDate: 'Fecha de formación',
        status: 'Estado',
        issued: 'Emitido',
      },
      currentRecord: 'Vea cómo está {{name}} hoy',
      checkAnother: 'Verificar otro certificado',
    },
    openData: {
      title: 'Descargar el registro de empresas',
      heading: 'Descargar el registro de empresas',
      intro:
        'El registro público de todas las empresas, gratis para que cualquier persona lo descargue y lo use: un archivo de las empresas y otro de los trámites registrados para ellas, cada uno en CSV y en JSON Lines, comprimidos con gzip. Se hace una exportación nueva una vez al día.',
      searchLink: 'Descargar todo el registro de empresas',
      loading: 'Cargando la lista de archivos…',
      notYet:
        'Todavía no se ha exportado el registro. Se hace una exportación una vez al día; vuelva más tarde.',
      failed: 'No se pudo cargar la lista de archivos. Inténtelo de nuevo más tarde.',
      exportDate: 'Exportado el {{date}} (hora de la montaña).',
      tableCaption: 'Archivos de la exportación del {{date}}',
      columns: {
        file: 'Archivo',
        format: 'Formato',
        size: 'Tamaño',
        rows: 'Filas',
        checksum: 'Suma de verificación SHA-256',
      },
      formats: { csv: 'CSV, comprimido con gzip', jsonl: 'JSON Lines, comprimido con gzip' },
      datasets: {
        entities: 'Empresas',
        filings: 'Trámites',
      },
      download: 'Descargar {{name}}',
      sizeKilobytes: '{{size}} KB',
      sizeMegabytes: '{{size}} MB',
      aboutHeading: 'Sobre los archivos',
      withheld:
        'Los archivos contienen lo que muestra la página del registro público de cada empresa: su nombre, tipo, estado, fecha de formación, ciudad de la oficina principal, agente registrado e historial de trámites. Nunca contienen los datos de contacto de quienes presentan trámites ni los documentos retirados de la vista pública porque contenían información personal.',
      schemaLink: 'Las columnas de cada archivo y lo que significan (JSON)',
      manifestLink: 'El manifiesto de esta exportación, con tamaños y sumas de verificación (JSON)',
      checksumHint:
        'Para comprobar una descarga, compare su suma de verificación SHA-256 con la que aparece aquí, por ejemplo con sha256sum entities.csv.gz.',
    },
  },
} as const satisfies Translated<typeof english>;
