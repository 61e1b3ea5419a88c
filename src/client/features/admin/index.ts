export { AdminArea } from './AdminArea';
