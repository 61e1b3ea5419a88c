import { PageTitle } from '../components/PageTitle';
import { PAGE_META } from '../../shared/page-meta';
import { ContactForm, ContactHero, Faq, InfoCards, MapCard } from '../features/contact';

export default function ContactPage() {
  return (
    <>
      <PageTitle {...PAGE_META.Contact} />
      <ContactHero />
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-14">
        <InfoCards />
        <div className="grid gap-8 lg:grid-cols-5">
          <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3">
            <ContactForm />
          </div>
          <div className="lg:col-span-2">
            <MapCard />
          </div>
        </div>
        <Faq />
      </div>
    </>
  );
}
