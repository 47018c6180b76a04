import { defineConfig } from 'vite'
import { defineBenchAppConfig } from '../defineBenchAppConfig.ts'

export default defineConfig(defineBenchAppConfig('latch'))
