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
        authToken: 'eu01xx70ec3de1e09b48a05e2cd81ad2FFFFNRAL',
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
