/** The controls of lead-form-controls.ts, each a new one, loading the module on first use. */
export const loadHomeLeadControl = async () => (await import('./lead-form-controls')).createHomeLeadControl()

export const loadZipCodeControl = async () => (await import('./lead-form-controls')).createZipCodeControl()
