import type { PageRoute } from '../../shared/page-route';
import { START_PATH } from '../../shared/paths';
import { StartPage } from './start-page';

/** The start page, where logging in begins: open without a login, and in the first download. */
export const startRoutes: readonly PageRoute[] = [{ path: START_PATH, access: 'loginExempt', page: StartPage }];
