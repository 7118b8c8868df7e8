// `#component-build` resolves to one of two modules by condition: both must give the components
// the same names with the same types (`ComponentBuild`), or a component type-checks against the
// client build and fails at run time in the react-server one.
import { describe, expectTypeOf, it } from 'vitest';
import type { ComponentBuild } from '../../src/components/componentBuild.js';
import * as clientBuild from '../../src/components/componentBuildForClient.js';
import * as serverBuild from '../../src/components/componentBuildForServer.js';

describe('#component-build', () => {
  it('has the same shape in the client and the react-server build', () => {
    expectTypeOf(clientBuild).toExtend<ComponentBuild>();
    expectTypeOf(serverBuild).toExtend<ComponentBuild>();
  });
});
