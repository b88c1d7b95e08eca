// The unit tests' browser: jest's jsdom environment with a getComputedStyle that tests only the rules an
// element could match (see style-cascade.ts for why and how).
import JSDOMEnvironment from 'jest-environment-jsdom';
import { installFastStyleCascade } from './style-cascade';

export default class FastStyleJsdomEnvironment extends JSDOMEnvironment {
  constructor(...args: ConstructorParameters<typeof JSDOMEnvironment>) {
    super(...args);
    installFastStyleCascade(this.dom!.window as unknown as Window);
  }
}
