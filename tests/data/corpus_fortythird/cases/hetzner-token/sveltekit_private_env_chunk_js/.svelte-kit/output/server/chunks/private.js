const NODE_ENV = "production";
const HCLOUD = "3TZG7CqFrNVbMlD4D2DAasTXPb8FnXo38osAd9oY1xllMu0s4Wd1l5SSl45i8xX4";
const ORIGIN = "https://www.fernhill-foods.com";
const PORT = "3000";
export { NODE_ENV as l, HCLOUD as r, ORIGIN as U, PORT as O };
