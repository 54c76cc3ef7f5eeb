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
        authToken: 'NRAK-DG42PPRWOVDJUQZF2UMN3CR6D8T',
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
