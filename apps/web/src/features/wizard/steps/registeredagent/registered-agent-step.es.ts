// Spanish text of the registered-agent step.
import type { Translated } from '@registrar/domain';
import type english from './registered-agent-step.en.ts';

export default {
  steps: {
    registeredagent: {
      agentType: '¿El agente registrado es una persona física o una entidad?',
      ownAgent: 'Esta entidad es su propio agente registrado',
      ownAgentHint: 'Usa el nombre de la entidad "{{name}}".',
      ownAgentName: 'Nombre del agente registrado: {{name}}',
      agentName: 'Nombre del agente registrado',
      streetHeading: 'Dirección física del agente registrado',
      sameAsOfficeStreet: 'Igual que la dirección física de la oficina principal',
      streetHint: 'Debe ser una dirección física de Colorado, no un apartado postal (PO Box).',
      mailingHeading: 'Dirección postal del agente registrado',
      sameAsAgentStreet: 'Igual que la dirección física del agente registrado',
      sameAsOfficeMailing: 'Igual que la dirección postal de la oficina principal',
      consent:
        '¿La persona o entidad que usted nombra como agente registrado dio su consentimiento para el nombramiento?',
    },
  },
} as const satisfies Translated<typeof english>;
