export { getFreePort } from './node/getFreePort.ts'
export {
  type StartAnvilParameters,
  type StartAnvilReturnType,
  startAnvil,
} from './node/startAnvil.ts'
export { requestRpc } from './utils/requestRpc.ts'
