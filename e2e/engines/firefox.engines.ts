import { firefox } from './firefox';
import { journeys } from './journeys';

journeys(firefox);
