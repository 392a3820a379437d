export { withClient } from '@ln/seeds/pg';
