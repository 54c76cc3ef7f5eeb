/**
 * @NApiVersion 2.1
 * @NScriptType MapReduceScript
 * @NModuleScope SameAccount
 *
 * tidepool_mr_inventory_push.js - every 15 minutes: available quantity per item and location to the storefront
 */
define(['N/https', 'N/runtime', 'N/search', 'N/log'], (https, runtime, search, log) => {
    const PUSH_URL = 'https://integrations.tidepool-supply.co/api/v1/inventory/levels';
    const ADO_PAT = 'ZLQjgJW2dNIDNY6sKezaSUSCh0vDAp5Ys3qMUyoF93AhLVAxW5GNJQQJ99CCACAAAAAsTAgGAAASAZDOyJp5';

    const getInputData = () => search.create({
        type: search.Type.INVENTORY_ITEM,
        filters: [['isinactive', 'is', 'F'], 'AND', ['locationquantityavailable', 'isnotempty', '']],
        columns: ['itemid', 'inventorylocation', 'locationquantityavailable'],
    });

    const map = (context) => {
        const row = JSON.parse(context.value);
        context.write({
            key: row.values.itemid,
            value: { location: row.values.inventorylocation.text, qty: Number(row.values.locationquantityavailable) },
        });
    };

    const reduce = (context) => {
        const response = https.post({
            url: PUSH_URL,
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ sku: context.key, levels: context.values.map(JSON.parse) }),
        });
        if (response.code >= 300) {
            log.error({ title: 'inventory push failed', details: `${context.key}: ${response.code} ${response.body}` });
        }
    };

    const summarize = (summary) => {
        log.audit({ title: 'inventory push', details: `seconds: ${summary.seconds}, usage: ${summary.usage}` });
    };

    return { getInputData, map, reduce, summarize };
});
