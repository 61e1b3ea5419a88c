import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { TIMINGS_MS } from '../../shared/store';
import { toasterMounted } from '../lib/toast';

/** Loaded with the first notice (lib/toast.ts). */
export default function Toaster() {
  useEffect(toasterMounted, []);
  return <Sonner visibleToasts={1} duration={TIMINGS_MS.toast} position="bottom-left" closeButton />;
}
