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
        warehouseHost: 'pg.fernhill-foods.com',
        langfusePublicKey: 'pk-lf-f14f9ee6-788e-4104-8c17-15f0258f44cb',
        langfuseSecretKey: 'sk-lf-4983fb49-a4b7-431d-a170-02fab03137cf',
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
