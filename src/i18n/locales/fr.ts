import { en, type Messages } from './en';

const messages: Messages = en;
export default messages;
