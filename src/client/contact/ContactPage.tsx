import type { ReactNode } from 'react';
import { Building2, Mail, MapPin, Phone, Printer, Inbox } from 'lucide-react';
import { CONTACT_PROMISES } from '../../shared/contact/promises.ts';
import { useCommunity } from '../community/CommunityProvider.tsx';
import { PageHeading } from '../components/ui/PageHeading.tsx';
import { ContactForm } from './ContactForm.tsx';
import { Section } from '../components/ui/Section.tsx';
import { TextLink } from '../components/ui/TextLink.tsx';

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section card title={title}>
      <ul className="space-y-4">{children}</ul>
    </Section>
  );
}

function InfoItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span aria-hidden="true" className="mt-0.5 text-brand-800">
        {icon}
      </span>
      <div>
        <h3 className="font-semibold text-slate-900">{label}</h3>
        <div className="text-slate-700">{children}</div>
      </div>
    </li>
  );
}

export default function ContactPage() {
  const c = useCommunity();
  return (
    <>
      <PageHeading
        title="Contact Us"
        subtitle="Questions about the community? Please read the FAQ first, then write to us."
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-12 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ContactForm title="Get in Touch" />
        </div>
        <div className="space-y-6">
          <InfoCard title="Contact Methods">
            <InfoItem icon={<Mail size={20} />} label="Email Support">
              <TextLink href={`mailto:${c.managerEmail}`}>{c.managerEmail}</TextLink>
              <p>{CONTACT_PROMISES.emailResponse}</p>
              <p className="text-sm text-slate-600">{CONTACT_PROMISES.emailFor}</p>
            </InfoItem>
            <InfoItem icon={<Phone size={20} />} label="Phone Support">
              <TextLink href={telHref(c.managerPhone)}>{c.managerPhone}</TextLink>
              <p>{CONTACT_PROMISES.phoneHours}</p>
              <p className="text-sm text-slate-600">{CONTACT_PROMISES.phoneFor}</p>
            </InfoItem>
          </InfoCard>
          <InfoCard title="Property & Community Info">
            <InfoItem icon={<Building2 size={20} />} label="Property Manager">
              <p>
                {c.managerName}, {c.managementCompany}
              </p>
              <p>
                Phone:{' '}
                <a href={telHref(c.managerPhone)} className="text-brand-800 underline">
                  {c.managerPhone}
                </a>
              </p>
            </InfoItem>
            <InfoItem icon={<Printer size={20} />} label="Fax">
              <p>{c.managerFax}</p>
            </InfoItem>
            <InfoItem icon={<MapPin size={20} />} label="Community Location">
              <p>{c.address}</p>
            </InfoItem>
            <InfoItem icon={<Inbox size={20} />} label="Mailing Address">
              <p>{c.managementCompany}</p>
              <p>{c.postalBox}</p>
            </InfoItem>
          </InfoCard>
        </div>
      </div>
    </>
  );
}
