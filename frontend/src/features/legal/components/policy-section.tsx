import { useTranslation } from 'react-i18next';
import { FEE_TEXT } from '@/lib/fee';
import { supportContacts } from '@/lib/support-contacts';
import { blockKey, sectionAnchor, type PolicyBlock, type PolicyPageId, type PolicySection } from '../data/policy';

export type PolicySectionProps = {
  page: PolicyPageId;
  section: PolicySection;
  number: number;
};

/** One numbered section: an h2 and its paragraphs and lists, in the order the data gives. */
export function PolicySectionView({ page, section, number }: PolicySectionProps) {
  const { t } = useTranslation('legal');
  const anchor = sectionAnchor(section.id);
  const headingId = `${anchor}-heading`;
  // Contact texts name the support e-mail and phone, fee texts the fee; other texts ignore the values.
  const text = (...path: string[]) =>
    t(blockKey(page, section.id, ...path), { email: supportContacts().email, phone: supportContacts().phone, fee: FEE_TEXT });

  return (
    // tabIndex -1: the table of contents moves focus here; scroll-mt keeps the heading clear of the sticky header.
    <section id={anchor} tabIndex={-1} aria-labelledby={headingId} className="scroll-mt-24 focus:outline-none">
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
        <span className="text-brand-700 tabular-nums">{number}.</span> {text('title')}
      </h2>
      <div className="mt-3 space-y-4">
        {section.blocks.map((block) => (
          <Block key={typeof block === 'string' ? block : block.list} block={block} text={text} />
        ))}
      </div>
    </section>
  );
}

function Block({ block, text }: { block: PolicyBlock; text: (...path: string[]) => string }) {
  if (typeof block === 'string') return <p>{text(block)}</p>;
  const items = block.items.map((item) => <li key={item}>{text(block.list, item)}</li>);
  return block.ordered ? (
    <ol className="list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand-700">{items}</ol>
  ) : (
    <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">{items}</ul>
  );
}
