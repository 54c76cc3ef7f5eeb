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
            endpoint: 'https://erp.northgate-grocers.com/api/orders',
            adyenApiKey: 'AQEuqvq3y5RS+dbO06R+1gv/PkvJYUbT/c4kIejGUYrwQCmUkjPfNH1n88l2FwsxNPbBs/Hgh=-Z/QadDribbavvxmNG0lxUizaWBE07ukT7DJPrrQSkWo=-2dO5Xkx7;hi&qkSX',
            pushOrderStates: ['PaymentSettled', 'Shipped', 'Cancelled'],
        }),
    ],
};
