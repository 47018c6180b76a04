#!/usr/bin/env node
// The `latch-auth-server` command (package.json `bin`): see runCli.
import { runCli } from './runCli.js'

process.exitCode = await runCli(process.argv.slice(2))
