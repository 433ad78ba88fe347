// Editable intro-page content for the existing-entity filings (content key 'intro', scope = the
// transaction type; a scope 'TYPE:ENTITYTYPE' row, when present, overrides it for one entity type).

/** Seed rows for the content table: [key, scope, body]. */
export const introContentRows: ReadonlyArray<readonly [key: string, scope: string, body: string]> =
  [
    [
      'intro',
      'REPORT',
      '<p>Every Colorado entity files a periodic report each year to keep its record current. The ' +
        'report confirms or updates the principal office address and the registered agent.</p>' +
        '<p>You can file the report in the reporting month (the month the entity was formed) and in ' +
        'the two months after it. A report filed after that is late: it costs an additional late ' +
        'fee, and the entity becomes delinquent until it files a statement curing delinquency.</p>' +
        '<p>Have the principal office address and the registered agent’s name and address ready. ' +
        'The registered agent must have consented to the appointment.</p>',
    ],
    [
      'intro',
      'REINSTATE',
      '<p>Articles of Reinstatement return an administratively dissolved entity, or one whose term ' +
        'expired, to good standing. The entity may need to change its name if another entity has ' +
        'taken it since the dissolution.</p>',
    ],
    [
      'intro',
      'CURE_DLNQ',
      '<p>A Statement Curing Delinquency returns a delinquent entity to good standing. File it ' +
        'together with any periodic report that is overdue.</p>',
    ],
    [
      'intro',
      'AMD_LLC',
      '<p>Articles of Amendment change the articles of organization of a limited liability ' +
        'company, for example its name.</p>',
    ],
    [
      'intro',
      'AMD_NPC',
      '<p>Articles of Amendment change the articles of incorporation of a nonprofit corporation, ' +
        'for example its name.</p>',
    ],
    [
      'intro',
      'AMD_55',
      '<p>Articles of Amendment change the articles of incorporation of a cooperative formed under ' +
        'Article 55, for example its name.</p>',
    ],
  ];
