import { CURRENT_SERVICE_AGREEMENT, LOCALES, SERVICE_AGREEMENTS, serviceAgreementText } from '@reactivation/contracts';
import { agreementHash } from './service-agreement.service';

describe('the service agreement versions', () => {
  it.each(Object.values(SERVICE_AGREEMENTS).flatMap((agreement) => LOCALES.map((locale) => [agreement.version, locale, agreement] as const)))(
    'version %s in %s still has the text its pinned SHA-256 names (a published text never changes: a change is a new version)',
    (_version, locale, agreement) => {
      expect(agreementHash(agreement, locale)).toBe(agreement.sha256[locale]);
    },
  );

  it('the version in force is a published one, and its languages number the same sections', () => {
    expect(SERVICE_AGREEMENTS[CURRENT_SERVICE_AGREEMENT.version]).toBe(CURRENT_SERVICE_AGREEMENT);
    const [en, es] = [CURRENT_SERVICE_AGREEMENT.texts.en, CURRENT_SERVICE_AGREEMENT.texts.es];
    expect(es.sections.map((section) => section.key)).toEqual(en.sections.map((section) => section.key));
    expect(serviceAgreementText(CURRENT_SERVICE_AGREEMENT, 'en')).toContain('11. Electronic signature and records');
  });

  it('the consent section says what 15 U.S.C. § 7001(c) asks to be told before consenting', () => {
    const consent = CURRENT_SERVICE_AGREEMENT.texts.en.sections.find((section) => section.key === 'electronicRecords')!.paragraphs.join(' ');
    expect(consent).toMatch(/paper copy/); // the right to a paper copy, and how to get one
    expect(consent).toMatch(/withdraw your consent/); // the right to withdraw it, how, and what follows
    expect(consent).toMatch(/covers your case/); // which transactions it covers
    expect(consent).toMatch(/web browser.*PDF/); // hardware and software needed to open and keep the records
    expect(consent).toMatch(/e-mail address changes/); // how to update contact details
  });
});
