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
            endpoint: 'https://erp.alder-and-oak.shop/api/orders',
            alibabaCloudAccessKeyId: 'LTAIQC8O1yfHpc9s3VQ6zG3o',
            ossAccessKeySecret: 'v2lykFcbbOzRqTFjx5SJ8gdyinLDcY',
            pushOrderStates: ['PaymentSettled', 'Shipped', 'Cancelled'],
        }),
    ],
};
