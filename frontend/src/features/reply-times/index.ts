export { ReplyTimeNotice } from './components/reply-time-notice';
