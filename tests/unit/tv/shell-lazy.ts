// The TV shell loads these by dynamic import once it shows (the top menu's VIP entry and its
// icon animation). A test file that ends before such an import settles gets vitest's
// EnvironmentTeardownError (seen on Node 24 in CI); imported first by the tests that mount the
// shell, the shell's import() resolves from the module cache. The tests' vi.mock calls are
// hoisted above this import, so the modules see the same mocks.
import '@src/features/vip/menu-activity';
import '@src/anim/vector-animation';
