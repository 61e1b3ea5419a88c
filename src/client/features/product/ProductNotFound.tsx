import { PackageX } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';

export function ProductNotFound() {
  return (
    <div className="mx-auto max-w-lg px-4 py-24 text-center">
      <PackageX className="mx-auto mb-4 h-16 w-16 text-gray-300" aria-hidden="true" />
      <h1 className="mb-2 font-display text-3xl font-bold">Product Not Found</h1>
      <p className="mb-8 text-gray-600">The product you are looking for does not exist or is no longer available.</p>
      <Link href="/shop" className={buttonClasses('primary', 'lg')}>
        Back to Shop
      </Link>
    </div>
  );
}
