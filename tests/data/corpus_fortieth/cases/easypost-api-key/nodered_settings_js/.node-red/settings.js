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
        warehouseHost: 'pg.quillon.net',
        easypostApiKey: 'EZAKRXDHUrQGcdfVFmgKIkiQafXhGPTz676QxenEIL2uoT6FOkeyPzkkhR',
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
