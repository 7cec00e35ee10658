export const TEST_SECRET = 'integration-tests-only-secret-0123456789abcdef'
