/** The public face of features/noticeBar: what the rest of the app may import from it. */
export { LazyNoticeBar } from './LazyNoticeBar';
