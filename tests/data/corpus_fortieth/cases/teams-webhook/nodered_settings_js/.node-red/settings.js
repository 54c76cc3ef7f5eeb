/**
 * This is the default settings file provided by Node-RED.
 * ... (trimmed)
 **/

module.exports = {

    flowFile: 'flows.json',
    flowFilePretty: true,

    // adminAuth is set by the deployment (settings.d/admin-auth.js)

    uiPort: process.env.PORT || 1880,

    diagnostics: {
        enabled: true,
        ui: true,
    },

    functionExternalModules: true,

    /** context.global for the Function nodes of the ETL flows */
    functionGlobalContext: {
        warehouseHost: 'pg.kestrelworks.io',
        teamsWebhookUrl: 'https://kestrelworks.webhook.office.com/webhookb2/d1afacb8-6744-4137-9a7d-da27868d78db@f6602f77-219f-4951-8b44-aae9a73f1a99/IncomingWebhook/bff3350c86980c75514167897cc6be75/71c0eb89-cef3-4403-9adc-3ef71ccdaf6b',
    },

    exportGlobalContextKeys: false,

    logging: {
        console: {
            level: "info",
            metrics: false,
            audit: false
        }
    },

    editorTheme: {
        projects: {
            enabled: false,
        },
    },
}
