import { createMockHandlers, type MockRequestHandler } from 'content-delivery-react/mock';
import type { HttpHandler, RequestHandler } from 'msw';
import { describe, expectTypeOf, it } from 'vitest';

describe('createMockHandlers', () => {
  it("gives msw's own HttpHandler type when msw is installed", () => {
    expectTypeOf(createMockHandlers()).toEqualTypeOf<HttpHandler[]>();
    expectTypeOf<MockRequestHandler>().toEqualTypeOf<HttpHandler>();
    expectTypeOf(createMockHandlers()).toExtend<RequestHandler[]>();
  });
});
