import { DefaultJobQueuePlugin, DefaultSearchPlugin, VendureConfig } from '@vendure/core';
import { AssetServerPlugin } from '@vendure/asset-server-plugin';
import { StripePlugin } from '@vendure/payments-plugin/package/stripe';
import path from 'path';

import { ErpSyncPlugin } from './plugins/erp-sync/erp-sync.plugin';

export const config: VendureConfig = {
    apiOptions: {
        port: 3000,
        adminApiPath: 'admin-api',
        shopApiPath: 'shop-api',
    },
    authOptions: {
        tokenMethod: ['bearer', 'cookie'],
        superadminCredentials: {
            identifier: process.env.SUPERADMIN_USERNAME,
            password: process.env.SUPERADMIN_PASSWORD,
        },
        cookieOptions: {
            secret: process.env.COOKIE_SECRET,
        },
    },
    dbConnectionOptions: {
        type: 'postgres',
        synchronize: false,
        migrations: [path.join(__dirname, './migrations/*.+(js|ts)')],
        database: 'vendure',
        host: process.env.DB_HOST,
        port: 5432,
        username: 'vendure',
        password: process.env.DB_PASSWORD,
    },
    paymentOptions: {
        paymentMethodHandlers: [],
    },
    plugins: [
        AssetServerPlugin.init({ route: 'assets', assetUploadDir: path.join(__dirname, '../static/assets') }),
        DefaultJobQueuePlugin.init({ useDatabaseForBuffer: true }),
        DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: true }),
        StripePlugin.init({ storeCustomersInStripe: true }),
        ErpSyncPlugin.init({
            endpoint: 'https://erp.bramblewood-market.com/api/orders',
            opServiceAccountToken: 'ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6IlNSUGctNDA5NiIsImFsZyI6IlBCRVMyZy1IUzI1NiIsIml0ZXJhdGlvbnMiOjY1MDAwMCwic2FsdCI6Il9ZM1VVZFFNaXN5MWROX042WlhIWC0ifSwiZW1haWwiOiIxdGQ4azE2eGZvcGZvQDFwYXNzd29yZHNlcnZpY2VhY2NvdW50cy5jb20iLCJzcnBYIjoiZmUyY2IzNWM5NDY1NjYyNzA1NDI1MjMzNTMyMTgyNWMxNTQ2NWZjMGVmMTc0ZWM0MmYwMzAxYzY4NDYwZTk5NSIsIm11ayI6eyJhbGciOiJBMjU2R0NNIiwiZXh0Ijp0cnVlLCJrIjoiYUp6cEI0OGRnaHM4STh5THUxVFVmYlJCY1VFdVltX0hES0FfVWp1Z2l1UyIsImtleV9vcHMiOlsiZW5jcnlwdCIsImRlY3J5cHQiXSwia3R5Ijoib2N0Iiwia2lkIjoibXAifSwic2VjcmV0S2V5IjoiQTMtUUFaUU0xLUlGV04yUi1INFJWMi05NFkxVS01V1pGMC1XVU1HSyIsInRocm90dGxlU2VjcmV0Ijp7InNlZWQiOiJkZTI1YjkwZTU1ZDE1NTU2NGRjMzVhNTMwODY4ODU2YTg5ZWQ2MGFiNWVhYTFlOWRlMDk4ZTBiNDQyNWUyZjM3IiwidXVpZCI6IkdFTUMxVFdTUzM4NjFEOUU3UUgxMENGQjlMIn0sImRldmljZVV1aWQiOiJxcHgydzdqeGNhaGEzc3RkenhzeWg0Znh1ZyJ9',
            pushOrderStates: ['PaymentSettled', 'Shipped', 'Cancelled'],
        }),
    ],
};
