export * from './categories.js';
export * from './donations.js';
export * from './password-resets.js';
export * from './security-events.js';
export * from './sessions.js';
export * from './stories.js';
export * from './tenants.js';
export * from './users.js';
