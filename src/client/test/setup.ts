import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { markSignedIn } from './signed-in';

// Unmount what each test rendered, so renders never pile up between tests.
afterEach(cleanup);
afterEach(() => markSignedIn(false));
