// Element Timing (https://wicg.github.io/element-timing/): an element with this attribute is
// reported to a PerformanceObserver once it is on screen. React passes it through; its types
// do not know it yet.
import 'react';

declare module 'react' {
  interface ImgHTMLAttributes<T> extends HTMLAttributes<T> {
    elementtiming?: string;
  }
}
