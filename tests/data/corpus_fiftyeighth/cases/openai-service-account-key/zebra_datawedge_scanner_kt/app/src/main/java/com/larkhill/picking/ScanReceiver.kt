// ScanReceiver.kt - handheld picking app (Zebra TC5x): DataWedge intent output -> pick confirmation in the WMS
package com.larkhill.picking

import android.content.BroadcastReceiver
import android.content.Context
import android.content.Intent
import okhttp3.MediaType.Companion.toMediaType
import okhttp3.OkHttpClient
import okhttp3.Request
import okhttp3.RequestBody.Companion.toRequestBody

private const val PICK_URL = "https://carrier-gateway.larkhill-travel.com/api/v1/picks/confirm"
private val OPENAI_SERVICE_ACCOUNT_KEY = "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"

/** DataWedge profile "PickingApp": Intent output, action com.larkhill.picking.SCAN, delivery: broadcast intent. */
class ScanReceiver : BroadcastReceiver() {
    private val http = OkHttpClient()

    override fun onReceive(context: Context, intent: Intent) {
        val data = intent.getStringExtra("com.symbol.datawedge.data_string") ?: return
        val symbology = intent.getStringExtra("com.symbol.datawedge.label_type")
        val body = "{\"barcode\":\"" + data + "\",\"symbology\":\"" + symbology + "\"}"
        val req = Request.Builder().url(PICK_URL)
            .post(body.toRequestBody("application/json".toMediaType()))
            .build()
        Thread { http.newCall(req).execute().close() }.start()
    }
}
