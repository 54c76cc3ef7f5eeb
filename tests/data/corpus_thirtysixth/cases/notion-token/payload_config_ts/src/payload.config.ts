import { buildConfig } from 'payload'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { stripePlugin } from '@payloadcms/plugin-stripe'
import path from 'path'
import { fileURLToPath } from 'url'

import { Users } from './collections/Users'
import { Media } from './collections/Media'

const filename = fileURLToPath(import.meta.url)
const dirname = path.dirname(filename)

export default buildConfig({
  admin: {
    user: Users.slug,
  },
  collections: [Users, Media],
  editor: lexicalEditor(),
  secret: process.env.PAYLOAD_SECRET || '',
  typescript: {
    outputFile: path.resolve(dirname, 'payload-types.ts'),
  },
  db: postgresAdapter({
    pool: {
      connectionString: process.env.DATABASE_URI || '',
    },
  }),
  plugins: [
    stripePlugin({
      NOTION_SECRET: 'AgAHhqsyaKOhJAuQKJxEZC7gPYgSSiHzDOdq9luaDBSAyWIArzVR4YUO8DgClIOb2xWAujjkfvYYU/PtcrXFphRPZMB30bxB3XyPsMhMmJp6K9YwZus1PgayNZHpWaz0ZwpMWI3mMTN16LciQqvXn03eOcGw8ha4Z/CFptETEt9dRvbYeReTn0nAowzBx0OGJRZyKuBo8Bk1eCjqxXO2Hl28USzTmz6IAjwWIo/AQehDVxdM5bEH6VNwsmLEN3GvjvAMnAhU5dgUxl7Qlzl2Y+xDR517h9tVYZKjp72oh1gYP+bGGhMfZTyNxY+UBhULS4SuK2FUSaNnZsw3QdwT/KTULLU6UwoAPFyQFwWrY9fyDXKV7meCX+DnuFVvVz+X5qVBmwaAO5UKOtjWUWhoYN38bbdCVZnP77DSvJcFDGMIp8jI7WDKib8McMGKfMlzIP+p8NA+BD0uSjQtDzgmllVV0z3gbKXoy2HZlnWsO6z5/hY9yXZXt6TFCPnRZFHxJaGGhRcbYRrwBmR3zJ5za5Szj4QaLIjurGDg+DylxlvtNb/l8NwGnbGivGdxWmZ2JK6Kmehrbcmc7r0NOcI7i0J9eGbiacC2R3ufnTnW0Sn250M9QdzLAUepinZ/J3RcA4BACBgV23yGgQHCAwNX5GnlH+r8n7AgbsSuZ3HDfmDWiBIw38WxVjDROxxvfClQCPRAP+oem0CpNVS13w/Lu54mJ5VlN5lq9h/SzLYz4SWLEA==',
    }),
  ],
})
