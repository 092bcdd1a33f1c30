import type { Deps } from '../deps';
import type { Env } from '../env';
import type { Principal } from '../accounts/sessions';

export interface AppEnv {
  Bindings: Env;
  Variables: { principal: Principal | null; deps: Deps };
}
