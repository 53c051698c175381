import { join } from 'node:path';
import { describeAreaPages } from '@app/ui/testing';
import { exposes } from '../exposes.mjs';

describeAreaPages({
  area: 'sports',
  areaDir: join(__dirname, '..'),
  exposes,
  load: (page) => import(`../src/pages/${page}.tsx`),
});
