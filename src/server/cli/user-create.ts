// Adds an account: npm run user:create -- --role admin --email someone@example.com [--password …]
// Without --password a random one is generated and printed once.
import { parseArgs } from 'node:util'
import { loadConfig } from '../config'
import { createDatabase } from '../db/client'
import { nodeVersionProblem } from '../lib/node-version'
import { createStaffAccount, generatePassword } from '../modules/users'

async function main() {
  const tooOld = nodeVersionProblem()
  if (tooOld) {
    console.error(tooOld)
    process.exit(1)
  }
  const { values } = parseArgs({
    options: {
      role: { type: 'string', default: 'admin' },
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
  })
  const role = values.role
  if (role !== 'admin' && role !== 'cfo' && role !== 'customer')
    throw new Error('--role must be admin, cfo or customer')
  if (!values.email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email))
    throw new Error('--email must be an e-mail address')
  if (values.password !== undefined && values.password.length < 12)
    throw new Error('--password must be at least 12 characters')
  const config = loadConfig()
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    preparedStatements: config.databasePreparedStatements,
  })
  try {
    await database.migrate()
    const password = values.password ?? generatePassword()
    const user = await createStaffAccount(database.db, {
      role,
      email: values.email,
      password,
      ...(values['first-name'] ? { firstName: values['first-name'] } : {}),
      ...(values['last-name'] ? { lastName: values['last-name'] } : {}),
    })
    console.log(`Created ${role} account #${user.id} ${user.email}`)
    if (!values.password) console.log(`Password (shown only this once): ${password}`)
  } finally {
    await database.close()
  }
}

main().catch((err: Error) => {
  console.error(`Could not create the account: ${err.message}`)
  process.exit(1)
})
