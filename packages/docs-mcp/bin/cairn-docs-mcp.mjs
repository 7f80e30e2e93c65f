#!/usr/bin/env node
// The server is TypeScript: tsx loads it, on Node 20 as on Node 24.
import {register} from 'tsx/esm/api';

register();
await import('../src/cli.ts');
