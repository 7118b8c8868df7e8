// A test suite with msw installed: createMockHandlers of the published package still gives msw's
// own handler type (not `any`, not a look-alike), so setupServer and server.use take its handlers.
import { createMockHandlers } from 'content-delivery-react/mock';
import type { HttpHandler, RequestHandler } from 'msw';
import { setupServer } from 'msw/node';

const handlers: HttpHandler[] = createMockHandlers({ baseUrl: 'https://cds.test' });
export const asRequestHandlers: RequestHandler[] = handlers;
export const server = setupServer(...createMockHandlers({ baseUrl: 'https://cds.test' }));
server.use(...handlers);

// @ts-expect-error a handler is msw's HttpHandler, not `any`
export const handlerName: string = createMockHandlers()[0];
