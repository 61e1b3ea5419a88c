// A product's small picture beside its name in the admin's tables (decorative: the name follows).
export function ProductThumb({ url }: { url: string | null }) {
  if (!url) return null;
  return <img src={url} alt="" width={40} height={50} loading="lazy" className="h-12 w-10 rounded object-cover" />;
}
