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
            endpoint: 'https://erp.tidepool-supply.co/api/orders',
            grafanaCloudToken: 'CiQAMwR+crK35Jeeiz1X5in5cORBz0/oilK0t7b1wNEvUrPRDR4Sf9rL++WahbZCC/lFP4ZRw01zUgTg/MQL0GBIuZqXj+sJL0S+rsK20DBNgbRKhvY9KjveIedFR7uR5a7lMI7MCyMQva7RXiqpP7n1Gkc8pMTzGKMMiwL5Cef0zzItJaKqzWvzKPE153lPNiwp0lUD117zXqgVZI3ZWZUPxknH9v8=',
            pushOrderStates: ['PaymentSettled', 'Shipped', 'Cancelled'],
        }),
    ],
};
