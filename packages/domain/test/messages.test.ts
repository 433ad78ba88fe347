import { describe, expect, it } from 'vitest';
import { messages } from '../src/messages.ts';

describe('message catalogue', () => {
  it('fills templated messages', () => {
    expect(messages.invalidCharacters('é£')).toBe('Invalid characters entered: é£');
    expect(messages.minLength(2)).toBe('Must be at least 2 characters');
    expect(messages.enterLabel('city')).toBe('Enter a city');
    expect(messages.chooseLabel('suffix')).toBe('Choose a suffix.');
    expect(messages.errorAlert(messages.addressMustBeIn('Colorado'))).toBe(
      'Error - Address must be in Colorado.',
    );
    expect(messages.errorAlert(messages.addressNoMatch)).toBe(
      'Error - No match found. Review addresses and make sure you entered them correctly. Include the apt, unit, or suite number if applicable.',
    );
    expect(messages.uploadTooMany(1)).toBe(
      "Your files can't be attached. Only One Attachment is Allowed",
    );
    expect(messages.uploadExtensionNotAllowed('exe')).toBe(
      'Your file can\'t be attached. ".exe" file extensions are not allowed.',
    );
    expect(messages.uploadTypeNotAllowed('application/zip')).toBe(
      "Your file can't be attached. application/zip file types are not allowed.",
    );
    expect(messages.uploadEmpty('a.pdf')).toBe("Your file can't be attached. a.pdf is empty.");
    expect(messages.uploadTooLarge('a.pdf', 10)).toBe(
      "Your file can't be attached. a.pdf is larger than 10 MB.",
    );
    expect(messages.uploadCombinedSize(10)).toBe(
      "Your files can't be attached. Combined size of all files must be 10 MB or less.",
    );
    expect(messages.pendingQueueLink(1)).toBe('Pending queue - 1 filing');
    expect(messages.pendingQueueLink(3)).toBe('Pending queue - 3 filings');
    expect(messages.receiptEmailSubject('T1', 'Acme LLC')).toBe('Receipt for T1 - Acme LLC');
    expect(messages.errorApprovingFiling(500)).toBe('Error approving filing.');
  });

  it('keeps the dialogs verbatim', () => {
    expect(messages.cancelDialog).toBe(
      'Are you sure that you want to Cancel? All of the information you entered will be lost.',
    );
    expect(messages.cancelDialogConfirm).toBe('Yes please, cancel');
    expect(messages.leavePageWarning).toBe(
      'Are you sure you want to leave? Changes you made may not be saved',
    );
  });

  it('ends every sentence-style message cleanly', () => {
    for (const [id, value] of Object.entries(messages)) {
      if (typeof value === 'string' && !id.endsWith('Prefix')) expect(value.trim(), id).toBe(value);
    }
  });
});
