import { NotFoundPage } from '../ui/not-found-page.tsx';

export const Component = NotFoundPage;
