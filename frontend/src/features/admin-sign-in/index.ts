/** Staff sign-in (username, password, the second factor's code) and turning the second factor on. */
export { LoginForm } from './components/login-form';
export { SecondFactorOffer } from './components/second-factor-offer';
