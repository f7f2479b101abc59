// The LinkedIn sandbox on its own port (npm run sandbox): see packages/linkedin-sandbox.
import '@cadence/linkedin-sandbox/cli';
