// What each review section shows, by step segment. The sections themselves (which, in what
// order, with which Edit link) come from the filing type's step list; this only formats values.
import type { TFunction } from '../../../app/i18n/index.ts';
import {
  addressLines,
  displayName,
  type Address,
  type FilingValues,
  type FormerType,
  type StepSegment,
} from '@registrar/domain';

function AddressBlock({ address, t }: { address: Address; t: TFunction }) {
  const lines = addressLines(address);
  if (lines.length === 0) return <>{t('review.notProvided')}</>;
  return (
    <>
      {lines.map((line, index) => (
        <span key={index} className="display-block">
          {line}
        </span>
      ))}
    </>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="app-review-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const formerTypeKeys: Record<FormerType, string> = {
  I: 'review.values.individual',
  E: 'review.values.entity',
  T: 'review.values.trust',
  S: 'review.values.stateOrOther',
  A: 'review.values.estate',
};

function yesNo(value: string, t: TFunction): string {
  if (value === 'Y') return t('review.values.yes');
  if (value === 'N') return t('review.values.no');
  return t('review.notProvided');
}

function orNotProvided(text: string, t: TFunction): string {
  return text.trim() === '' ? t('review.notProvided') : text;
}

function formatPhone(digits: string): string {
  return digits.length === 10
    ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
    : digits;
}

/** The values of one review section. */
export function ReviewSectionContent({
  segment,
  values,
  t,
}: {
  segment: StepSegment;
  values: FilingValues;
  t: TFunction;
}) {
  switch (segment) {
    case 'entityname': {
      const { oldName, isNameChanged } = values.entityName;
      // An amendment shows the name on record and the name it leaves (the new one, or the same).
      if (oldName !== undefined && isNameChanged !== undefined)
        return (
          <dl className="app-review-list">
            <Row label={t('review.labels.currentName')}>{orNotProvided(oldName, t)}</Row>
            <Row label={t('review.labels.nameAfterFiling')}>
              {orNotProvided(isNameChanged === 'N' ? oldName : values.entityName.name, t)}
            </Row>
          </dl>
        );
      return (
        <p className="margin-y-1">
          {orNotProvided(values.entityName.name || values.entityName.oldName || '', t)}
        </p>
      );
    }
    case 'staticentityname': {
      const current = values.entityName.oldName ?? '';
      return (
        <dl className="app-review-list">
          <Row label={t('review.labels.currentName')}>{orNotProvided(current, t)}</Row>
          <Row label={t('review.labels.nameAfterFiling')}>
            {orNotProvided(values.entityName.name || current, t)}
          </Row>
          {values.statute.text.trim() !== '' && (
            <Row label={t('review.labels.statute')}>{values.statute.text}</Row>
          )}
        </dl>
      );
    }
    case 'email':
      return <p className="margin-y-1">{orNotProvided(values.email.email, t)}</p>;
    case 'privateattachments': {
      const files = values.additionalInfo.privateAttachments;
      return (
        <>
          {files.length === 0 ? (
            <p className="margin-y-1">{t('review.values.noFiles')}</p>
          ) : (
            <ul className="usa-list">
              {files.map((file) => (
                <li key={file.key}>{file.fileName}</li>
              ))}
            </ul>
          )}
          <p className="app-note">{t('review.privateAttachmentsNote')}</p>
        </>
      );
    }
    case 'principalofficeaddress': {
      const office = values.principalOffice;
      return (
        <dl className="app-review-list">
          <Row label={t('review.labels.streetAddress')}>
            <AddressBlock address={office.streetAddress} t={t} />
          </Row>
          <Row label={t('review.labels.mailingAddress')}>
            {office.isSameAsStreetAddressChecked ? (
              t('review.labels.sameAsStreet')
            ) : (
              <AddressBlock address={office.mailingAddress} t={t} />
            )}
          </Row>
        </dl>
      );
    }
    case 'registeredagent': {
      const agent = values.registeredAgent;
      const name = agent.nameValues.name;
      const type =
        name.nameTyp === 'I'
          ? t('review.values.individual')
          : name.nameTyp === 'O'
            ? t('review.values.entity')
            : '';
      const sameAsStreet = agent.addressValues.isSameAsStreetAddressChecked;
      return (
        <dl className="app-review-list">
          <Row label={t('review.labels.type')}>{orNotProvided(type, t)}</Row>
          <Row label={t('review.labels.name')}>
            {name.isEntityOwnAgentChecked
              ? t('review.values.ownAgent')
              : orNotProvided(displayName(name), t)}
          </Row>
          <Row label={t('review.labels.streetAddress')}>
            <AddressBlock address={agent.addressValues.streetAddress} t={t} />
          </Row>
          <Row label={t('review.labels.mailingAddress')}>
            {sameAsStreet ? (
              t('review.labels.sameAsStreet')
            ) : (
              <AddressBlock address={agent.addressValues.mailingAddress} t={t} />
            )}
          </Row>
          <Row label={t('review.labels.consent')}>{yesNo(agent.agentConsentRadio, t)}</Row>
        </dl>
      );
    }
    case 'management': {
      const { managedBy, hasOneMember } = values.management;
      const managed =
        managedBy === 'MBR'
          ? t('review.values.members')
          : managedBy === 'MGR'
            ? t('review.values.managers')
            : '';
      return (
        <dl className="app-review-list">
          <Row label={t('review.labels.managedBy')}>{orNotProvided(managed, t)}</Row>
          <Row label={t('review.labels.atLeastOneMember')}>{yesNo(hasOneMember, t)}</Row>
        </dl>
      );
    }
    case 'formation': {
      const formers = values.formation.formers;
      if (formers.length === 0) return <p className="margin-y-1">{t('review.notProvided')}</p>;
      return (
        <ul className="usa-list usa-list--unstyled">
          {formers.map((former) => (
            <li key={former.id} className="margin-bottom-2">
              <strong>{orNotProvided(displayName(former.nameValues.name), t)}</strong>
              {former.nameValues.personTyp !== '' && (
                <> ({t(formerTypeKeys[former.nameValues.personTyp])})</>
              )}
              <span className="display-block">
                <AddressBlock address={former.addressValues.streetAddress} t={t} />
              </span>
            </li>
          ))}
        </ul>
      );
    }
    case 'shares': {
      const shares = values.shares;
      return (
        <dl className="app-review-list">
          <Row label={t('review.labels.commonShares')}>
            {shares.commonSharesValues.isCommonSharesChecked
              ? orNotProvided(shares.commonSharesValues.numberOfShares, t)
              : t('review.values.no')}
          </Row>
          <Row label={t('review.labels.otherClasses')}>
            {shares.isMoreThanOneOrOtherChecked ? t('review.values.yes') : t('review.values.no')}
          </Row>
          <Row label={t('review.labels.additionalInfo')}>
            <span className="app-preserve-lines">
              {shares.additionalInfo.trim() === ''
                ? t('review.notApplicable')
                : shares.additionalInfo}
            </span>
          </Row>
        </dl>
      );
    }
    case 'votingassets': {
      const { votingMembersRadio, assetsDistribution } = values.votingAssets;
      return (
        <dl className="app-review-list">
          <Row label={t('review.labels.votingMembers')}>{yesNo(votingMembersRadio, t)}</Row>
          <Row label={t('review.labels.assetsDistribution')}>
            <span className="app-preserve-lines">{orNotProvided(assetsDistribution, t)}</span>
          </Row>
        </dl>
      );
    }
    case 'purposedirectors': {
      const { purpose, numberOfDirectors, directorsTerms } = values.purposeDirectors;
      return (
        <dl className="app-review-list">
          <Row label={t('review.labels.purpose')}>
            <span className="app-preserve-lines">{orNotProvided(purpose, t)}</span>
          </Row>
          <Row label={t('review.labels.numberOfDirectors')}>
            {orNotProvided(numberOfDirectors, t)}
          </Row>
          <Row label={t('review.labels.directorsTerms')}>
            <span className="app-preserve-lines">{orNotProvided(directorsTerms, t)}</span>
          </Row>
        </dl>
      );
    }
    case 'additionalinfo': {
      const text = values.additionalInfo.additionalInfo.trim();
      return (
        <p className="margin-y-1 app-preserve-lines">
          {text === '' ? t('review.notApplicable') : text}
        </p>
      );
    }
    case 'attachments': {
      const files = values.additionalInfo.attachments;
      if (files.length === 0) return <p className="margin-y-1">{t('review.values.noFiles')}</p>;
      return (
        <ul className="usa-list">
          {files.map((file) => (
            <li key={file.key}>{file.fileName}</li>
          ))}
        </ul>
      );
    }
    case 'effectivedate': {
      const date = values.effectiveDate;
      const text =
        date.effectiveAtTimeOfFilingRadio === 'Y'
          ? t('review.values.atTimeOfFiling')
          : date.effectiveAtTimeOfFilingRadio === 'N'
            ? orNotProvided(date.effectiveDateTimeDisplay, t)
            : t('review.notProvided');
      return <p className="margin-y-1">{text}</p>;
    }
    case 'filer': {
      const filers = values.filers.filers;
      if (filers.length === 0) return <p className="margin-y-1">{t('review.notProvided')}</p>;
      return (
        <ul className="usa-list usa-list--unstyled">
          {filers.map((filer) => (
            <li key={filer.id} className="margin-bottom-2">
              <strong>{orNotProvided(displayName(filer.nameValues.name), t)}</strong>
              <span className="display-block">
                <AddressBlock address={filer.addressValues.streetAddress} t={t} />
              </span>
            </li>
          ))}
        </ul>
      );
    }
    case 'notifications': {
      const { emails, texts } = values.notifications;
      return (
        <dl className="app-review-list">
          <Row label={t('review.labels.emails')}>
            {emails.length === 0
              ? t('review.values.noNotifications')
              : emails.map((item) => item.email).join(', ')}
          </Row>
          <Row label={t('review.labels.texts')}>
            {texts.length === 0
              ? t('review.values.noNotifications')
              : texts.map((item) => formatPhone(item.text)).join(', ')}
          </Row>
        </dl>
      );
    }
    default:
      return null;
  }
}
