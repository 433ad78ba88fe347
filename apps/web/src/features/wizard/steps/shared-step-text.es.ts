// Spanish text that several step pages share.
import type { Translated } from '@registrar/domain';
import type english from './shared-step-text.en.ts';

export default {
  steps: {
    shared: {
      optional: 'Opcional.',
      save: 'Guardar',
      saveAndContinue: 'Guardar y continuar',
      backToList: 'Volver a la lista',
      individual: 'Persona física',
      entity: 'Entidad',
      entitysName: 'Nombre de la entidad',
      streetAddress: 'Dirección física',
      mailingAddress: 'Dirección postal',
      addAFile: 'Agregar un archivo',
      attachFiles: 'Adjuntar los archivos elegidos',
      mostFilesAllowed:
        'Ya agregó el número máximo de archivos permitido ({{max}}). Borre un archivo para agregar otro.',
      uploading: 'Subiendo…',
      filesAdded: 'Archivos agregados',
      noFilesYet: 'Todavía no se agregaron archivos.',
      delete: 'Borrar',
      deleteItem: 'Borrar {{item}}',
      chooseAddressVersion: 'Elija qué versión de cada dirección quiere usar.',
    },
  },
} as const satisfies Translated<typeof english>;
