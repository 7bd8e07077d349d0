/** The home feature's public API: the home page, which /signup shows behind the signup modal. */
export { default as HomePage } from './HomePage';
