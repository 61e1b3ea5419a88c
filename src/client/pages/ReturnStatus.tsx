import { useParams, useSearch } from 'wouter';
import { PageTitle } from '../components/PageTitle';
import { PAGE_META } from '../../shared/page-meta';
import { ReturnStatusView } from '../features/returns';

export default function ReturnStatusPage() {
  const { returnNumber = '' } = useParams<{ returnNumber: string }>();
  const email = new URLSearchParams(useSearch()).get('email')?.trim() || undefined;
  const number = returnNumber.trim().toUpperCase();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageTitle {...PAGE_META.ReturnStatus} />
      <h1 className="mb-6 font-display text-3xl font-bold print:hidden">Your Return</h1>
      <ReturnStatusView key={`${number} ${email ?? ''}`} returnNumber={number} email={email} />
    </div>
  );
}
