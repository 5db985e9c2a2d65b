import { journeys } from './journeys';
import { webkit } from './webkit';

journeys(webkit);
