// Spanish text of the entity-name step.
import type { Translated } from '@registrar/domain';
import type english from './entity-name-step.en.ts';

export default {
  steps: {
    entityname: {
      checkUnavailable:
        'No pudimos revisar el nombre en este momento. Vuelva a intentarlo en unos minutos.',
      nameRequirements: 'Requisitos del nombre',
      newEntityName: 'Nuevo nombre de la entidad',
      entityName: 'Nombre de la entidad',
      nameHint: 'El nombre debe poder distinguirse en los registros de la Secretaría de Estado.',
      currentName: 'Nombre actual:',
      mustChange:
        'El nombre actual no contiene el término que exige su tipo de entidad, por lo que esta enmienda debe cambiar el nombre.',
      checking: 'Revisando el nombre…',
      changeName: '¿Quiere cambiar el nombre de la entidad?',
      reservedHeading: 'Este nombre está reservado',
      yes: 'Sí',
      no: 'No',
      reservedBefore: 'El nombre',
      reservedAfter: 'está reservado. ¿Tiene usted autorización para usar este nombre reservado?',
      reservedBy: 'Reservado por:',
      sameAsEntity: 'Es el mismo nombre que esta entidad del registro:',
      sameAsFiling:
        'Es el mismo nombre que un trámite en curso, que todavía no está en el registro:',
      sameAsReservation: 'Es el mismo nombre que este nombre reservado:',
      identicalAsTyped: 'Los dos nombres son idénticos tal como se escribieron.',
      sameWhenIgnoring: 'Los nombres son iguales cuando la revisión no tiene en cuenta:',
      ruleLetterCase: 'las mayúsculas y minúsculas',
      rulePunctuation: "la puntuación, como . , _ ' `",
      ruleSpacing: 'los espacios',
      comparedCaption: 'Los dos nombres tal como la revisión los compara',
      youTyped: 'Usted escribió',
      onRecord: 'En el registro',
      asWritten: 'Tal como se escribió',
      asCompared: 'Tal como se compara',
      suggestionsHeading: 'Nombres que podría usar en su lugar',
      useSuggestion: 'Usar el nombre {{name}}',
      suggestionChecked: '{{name}} está disponible. Elija Siguiente para usarlo.',
      problemDesignation:
        'No se encontró ningún designador en "{{part}}". Agregue uno, por ejemplo "{{example}}".',
      problemCharacters: 'Estos caracteres no se pueden usar en un nombre: {{part}}',
      problemLength: 'Esta parte supera el límite de 200 caracteres: "{{part}}"',
    },
  },
} as const satisfies Translated<typeof english>;
