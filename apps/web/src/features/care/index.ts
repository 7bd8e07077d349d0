/** Care: staff's warnings (to acknowledge) and the care notice for members flagged as vulnerable. */
export { CareNotices } from './CareNotices';
