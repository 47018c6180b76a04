import { startDemoServices } from '../scripts/startChains.ts'

/** Starts the demo's chains and relay for the run; returns the teardown that stops what it started. */
export default async function globalSetup() {
  const services = await startDemoServices()
  return async () => {
    await Promise.all(services.map((service) => service.stop()))
  }
}
