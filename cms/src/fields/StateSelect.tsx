'use client'
import { SelectField } from '@payloadcms/ui'
import type { OptionObject, TextFieldClientComponent } from 'payload'

import { STATE_CODES, stateSlug, US_STATES } from '../contracts/us-states'

const STATE_OPTIONS: OptionObject[] = STATE_CODES.map((code) => ({
  label: US_STATES[code],
  value: stateSlug(code),
}))

/**
 * A location page's state, chosen by its name from the list; the page still stores it as its URL writes it
 * ("florida"), so the column stays text and every search and link keeps working.
 */
export const StateSelect: TextFieldClientComponent = ({ field, path, readOnly }) => (
  <SelectField
    field={{
      name: field.name,
      label: field.label,
      required: field.required,
      admin: {
        description: field.admin?.description,
        isClearable: false,
        isSortable: false,
        placeholder: 'Choose a state',
      },
      options: STATE_OPTIONS,
    }}
    path={path}
    readOnly={readOnly}
  />
)
