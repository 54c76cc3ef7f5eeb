import { buildConfig } from 'payload'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { sentryPlugin } from '@payloadcms/plugin-sentry'
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
    sentryPlugin({
      credential: process.env.CREDENTIAL || 'IQoJb3JpZ2luX2VjEJq8XfyfSJCRVyiO6fNgoSJ4hiV0iQ1ZN4NTzw19F5HyDO+3jCwPUJvNkuXIoondXRUXwuuUFGgZ/6eaT5iijB45c/FpvGwQGegtpz0dlNVqT+dlhslU+cnid55xtscBlU2Zs1snn84zorE3ZQwSGSfMhM75W3GHRC794k8au5aGzXrMeKqc8AclAGC6XACUABzoYSPVLqysG+EVX1PqBMYfesbWTKL5VNUoyeISFq4038Q/WocBJPGspzYmDQIlJGUC9g3A9nIswReit42h/IIG/ES7ZikvIrBsvxy+a5SOZnDodDQqfMElIly6NhR9oVMpK+l2nPonAmR3P1e4iq/MdhQREsTf2UBCHUO0XBsBYXAlqQZblFXhUAn4PkKOdX3vVJzKA4OvhfDZ2LD1Neer8CXVfl11dJoaQBARS7aOFoKNYZw2WeBidQzyrEPYVYbJgGEZsdrubod/3rWzEx4KTm3pbgN6F5p3gzhag6Mb40Gq/CnQ0uBCUdptsAXbXYaDH3w8Aaem2PMAt9/O3tIj8hOVrVwcUVg8lP+loHyqxRnAIRDAwDKcfBQb7nRf3fO+3jwenQm1OGGa3lNQw9Mi6M+oE8gRhyrO8G0z1oJ1GPZtkNBE0aBHk5LlcjTwV8gMIUJrY0nMOQVey4hr+xo27CAxkVWoSB26t7y2zxeB6GgTntY42FoWE678iu2+HuklOoNu5isVsR/WbMPhopD5T/36ftEdJxaHn8er7iWtu89BWu1cQDZttDLTIxCvg3nCvpTFgHyniBYbjsoeCElsZ1oxA8WpD5jlE0ZWMEDjFri4RF0=',
    }),
  ],
})